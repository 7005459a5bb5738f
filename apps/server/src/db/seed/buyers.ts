import type { SeedUser } from './types';

/**
 * The marketplace's other buyers: developers who claim and buy projects and review some of them
 * (seed/activity.ts). Like accounts created through GitHub, they have no password.
 * [display name, bio, joined days ago, GitHub username or null]
 */
const people: [string, string, number, string | null][] = [
  ['Noah Fischer', 'Backend developer at a logistics company in Hamburg.', 380, 'noahfischer'],
  ['Amara Nwosu', 'Freelance React developer. Ships client sites fast.', 366, 'amara-nwosu'],
  ['Lucas Martin', 'Engineering lead at a small agency in Lyon.', 352, 'lmartin-dev'],
  ['Mei Lin', 'Data analyst who automates her own reports.', 345, null],
  ['Daniel Costa', 'Indie game developer, mostly 2D platformers.', 331, 'dcosta-games'],
  ['Fatima Zahra', 'Mobile developer building apps for local shops.', 322, 'fzahra-mobile'],
  ['Oliver Smith', 'Student and weekend open-source contributor.', 310, 'oliver-smith-oss'],
  ['Ines Duarte', 'Product engineer at a health-tech startup in Lisbon.', 298, null],
  ['Kenji Watanabe', 'Rust and Go for infrastructure tooling.', 284, 'kwatanabe'],
  ['Sara Lindqvist', 'Frontend developer who cares about accessibility.', 276, 'saralindqvist'],
  ['Arjun Mehta', 'Full-stack developer at a fintech in Bengaluru.', 265, 'arjun-mehta-dev'],
  ['Chloe Dubois', 'Designer who codes her own prototypes.', 251, null],
  ['Mateus Oliveira', 'DevOps engineer; Kubernetes by day.', 240, 'mateus-ops'],
  ['Grace Park', 'Building an internal tools team from scratch.', 226, 'gracepark-tools'],
  ['Yusuf Demir', 'Solo founder of a scheduling SaaS.', 214, 'ydemir'],
  ['Anna Kowalska', 'QA engineer turned developer.', 198, null],
  ['Ben Carter', 'Hobbyist who builds tools for his board-game club.', 183, 'bencarter-builds'],
  ['Lea Novak', 'Machine learning engineer in Ljubljana.', 170, 'leanovak-ml'],
  ['Rafael Gómez', 'Agency developer in Mexico City.', 152, 'rgomez-web'],
  ['Emma Johansson', 'Technical writer who keeps her notes in Markdown.', 137, null],
  ['Kwame Mensah', 'Backend developer learning Rust.', 119, 'kmensah'],
  ['Julia Schmidt', 'Bootcamp graduate building her portfolio.', 96, 'julia-schmidt-code'],
  ['Tariq Aziz', 'Consultant who sets up CI pipelines for clients.', 71, 'taziz-ci'],
  ['Nora Berg', 'Game jam regular and teacher.', 48, 'noraberg'],
];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');

export const marketBuyers: SeedUser[] = people.map(
  ([displayName, bio, joinedDaysAgo, githubUsername], i) => ({
    key: `buyer-${slug(displayName)}`,
    username: slug(displayName),
    email: `${slug(displayName).replace('-', '.')}@example.com`,
    role: 'user',
    displayName,
    bio,
    website: null,
    githubUsername,
    reputation: 5 + ((i * 37) % 60),
    joinedDaysAgo,
    verified: i % 7 !== 3,
  }),
);
