import type { ProjectCategory } from '@codebazaar/shared';

/**
 * The technology vocabulary of the built-in AI engine: languages, frameworks, databases,
 * platforms and product domains, each with the spellings people use for it. Recognising these
 * words is what turns a title and some notes into tags, a category, a composed description and
 * search filters.
 */

export type TermKind = 'language' | 'framework' | 'database' | 'platform' | 'service' | 'domain';

export interface Term {
  /** Canonical tag, lower-case, as stored on projects (e.g. 'nextjs', 'postgresql'). */
  tag: string;
  /** How the term is written in prose (e.g. 'Next.js', 'PostgreSQL'). */
  label: string;
  kind: TermKind;
  /** The category this term points to, if any. */
  category?: ProjectCategory;
  /** Other spellings, lower case; may contain spaces, dots, hyphens, '#' and '+'. */
  aliases: string[];
  /**
   * Spellings that are also ordinary English words ("Go", "Express"): in prose they count only
   * when written with this exact capitalisation; in a search query they count as typed.
   */
  exact?: string[];
}

type Row = [
  tag: string,
  label: string,
  category: ProjectCategory | null,
  aliases?: string,
  exact?: string,
];

/** Rows: tag, label, category hint, aliases separated by '|', exact-case spellings. */
const LANGUAGES: Row[] = [
  ['javascript', 'JavaScript', null, 'js|ecmascript|es6|vanilla js'],
  ['typescript', 'TypeScript', null, 'ts'],
  ['python', 'Python', null, 'py|python3'],
  ['java', 'Java', null, 'jvm|openjdk'],
  ['kotlin', 'Kotlin', null, 'kt'],
  ['swift', 'Swift', 'mobile', ''],
  ['golang', 'Go', null, 'go-lang|go lang', 'Go'],
  ['rust', 'Rust', null, 'rustlang|rust-lang'],
  ['csharp', 'C#', null, 'c#|c sharp|c-sharp'],
  ['cpp', 'C++', null, 'c++|cplusplus'],
  ['c', 'C', null, '', 'C'],
  ['php', 'PHP', 'web', ''],
  ['ruby', 'Ruby', null, ''],
  ['dart', 'Dart', null, ''],
  ['elixir', 'Elixir', null, ''],
  ['scala', 'Scala', null, ''],
  ['haskell', 'Haskell', null, ''],
  ['lua', 'Lua', null, ''],
  ['r', 'R', null, 'rlang|r-lang', 'R'],
  ['julia', 'Julia', null, ''],
  ['zig', 'Zig', null, ''],
  ['solidity', 'Solidity', null, ''],
  ['bash', 'Bash', 'tool', 'shell script|shell scripts|sh|zsh'],
  ['sql', 'SQL', null, ''],
  ['html', 'HTML', 'web', 'html5'],
  ['css', 'CSS', 'web', 'css3|scss|sass'],
  ['wasm', 'WebAssembly', null, 'webassembly|web assembly'],
];

const FRAMEWORKS: Row[] = [
  ['react', 'React', 'web', 'reactjs|react.js'],
  ['nextjs', 'Next.js', 'web', 'next.js|next js'],
  ['vue', 'Vue', 'web', 'vuejs|vue.js|vue3|vue 3'],
  ['nuxt', 'Nuxt', 'web', 'nuxtjs|nuxt.js'],
  ['angular', 'Angular', 'web', 'angularjs'],
  ['svelte', 'Svelte', 'web', 'sveltekit|svelte kit'],
  ['solidjs', 'SolidJS', 'web', 'solid.js|solid-js'],
  ['astro', 'Astro', 'web', ''],
  ['remix', 'Remix', 'web', ''],
  ['tailwind', 'Tailwind CSS', 'web', 'tailwindcss|tailwind css'],
  ['bootstrap', 'Bootstrap', 'web', ''],
  ['jquery', 'jQuery', 'web', ''],
  ['htmx', 'htmx', 'web', ''],
  ['nodejs', 'Node.js', null, 'node|node.js|node js'],
  ['deno', 'Deno', null, ''],
  ['bun', 'Bun', null, ''],
  ['express', 'Express', 'api', 'expressjs|express.js', 'Express'],
  ['fastify', 'Fastify', 'api', ''],
  ['nestjs', 'NestJS', 'api', 'nest.js|nest js'],
  ['hono', 'Hono', 'api', ''],
  ['django', 'Django', 'web', ''],
  ['flask', 'Flask', 'api', ''],
  ['fastapi', 'FastAPI', 'api', 'fast api'],
  ['rails', 'Ruby on Rails', 'web', 'ruby on rails|ror|rubyonrails', 'Rails'],
  ['laravel', 'Laravel', 'web', ''],
  ['symfony', 'Symfony', 'web', ''],
  ['spring', 'Spring Boot', 'api', 'spring boot|springboot|spring-boot', 'Spring'],
  ['dotnet', '.NET', null, '.net|asp.net|aspnet|dotnet core|.net core'],
  ['phoenix', 'Phoenix', 'web', ''],
  ['gin', 'Gin', 'api', '', 'Gin'],
  ['graphql', 'GraphQL', 'api', 'apollo|gql'],
  ['grpc', 'gRPC', 'api', ''],
  ['trpc', 'tRPC', 'api', ''],
  ['react-native', 'React Native', 'mobile', 'react native|reactnative|rn'],
  ['expo', 'Expo', 'mobile', ''],
  ['flutter', 'Flutter', 'mobile', ''],
  ['swiftui', 'SwiftUI', 'mobile', 'swift ui'],
  ['jetpack-compose', 'Jetpack Compose', 'mobile', 'jetpack compose|compose multiplatform'],
  ['ionic', 'Ionic', 'mobile', 'capacitor'],
  ['electron', 'Electron', 'desktop', 'electronjs'],
  ['tauri', 'Tauri', 'desktop', ''],
  ['qt', 'Qt', 'desktop', 'pyqt|qml'],
  ['wpf', 'WPF', 'desktop', 'winforms|windows forms'],
  ['gtk', 'GTK', 'desktop', 'gtk4'],
  ['unity', 'Unity', 'game', 'unity3d'],
  ['godot', 'Godot', 'game', 'gdscript'],
  ['unreal', 'Unreal Engine', 'game', 'unreal engine|ue5'],
  ['phaser', 'Phaser', 'game', 'phaserjs'],
  ['pygame', 'Pygame', 'game', ''],
  ['threejs', 'Three.js', 'web', 'three.js|three js|webgl'],
  ['bevy', 'Bevy', 'game', ''],
  ['pytorch', 'PyTorch', null, 'torch'],
  ['tensorflow', 'TensorFlow', null, 'keras|tf'],
  ['scikit-learn', 'scikit-learn', null, 'sklearn|scikit learn'],
  ['pandas', 'pandas', null, ''],
  ['numpy', 'NumPy', null, ''],
  ['langchain', 'LangChain', null, ''],
  ['jest', 'Jest', null, ''],
  ['vitest', 'Vitest', null, ''],
  ['playwright', 'Playwright', null, ''],
  ['storybook', 'Storybook', 'library', ''],
  ['prisma', 'Prisma', null, ''],
  ['drizzle', 'Drizzle ORM', null, 'drizzle orm|drizzle-orm'],
  ['vite', 'Vite', null, ''],
  ['webpack', 'webpack', null, ''],
];

const DATABASES: Row[] = [
  ['postgresql', 'PostgreSQL', null, 'postgres|pg|psql|pgsql'],
  ['mysql', 'MySQL', null, 'mariadb'],
  ['sqlite', 'SQLite', null, 'sqlite3'],
  ['mongodb', 'MongoDB', null, 'mongo|mongoose'],
  ['redis', 'Redis', null, 'valkey'],
  ['elasticsearch', 'Elasticsearch', null, 'elastic|opensearch'],
  ['supabase', 'Supabase', null, ''],
  ['firebase', 'Firebase', null, 'firestore'],
  ['dynamodb', 'DynamoDB', null, 'dynamo'],
  ['cassandra', 'Cassandra', null, 'scylladb'],
  ['clickhouse', 'ClickHouse', null, ''],
  ['neo4j', 'Neo4j', null, ''],
];

const PLATFORMS: Row[] = [
  ['docker', 'Docker', null, 'dockerfile|docker compose|docker-compose|containers'],
  ['kubernetes', 'Kubernetes', null, 'k8s|kubectl|helm'],
  ['aws', 'AWS', null, 'amazon web services|lambda|s3'],
  ['gcp', 'Google Cloud', null, 'google cloud|gcp'],
  ['azure', 'Azure', null, 'microsoft azure'],
  ['vercel', 'Vercel', null, ''],
  ['cloudflare', 'Cloudflare Workers', null, 'cloudflare workers'],
  ['terraform', 'Terraform', 'tool', 'opentofu'],
  ['github-actions', 'GitHub Actions', 'tool', 'github actions|gh actions'],
  ['ios', 'iOS', 'mobile', 'iphone|ipad'],
  ['android', 'Android', 'mobile', ''],
  ['linux', 'Linux', null, ''],
  ['windows', 'Windows', 'desktop', ''],
  ['macos', 'macOS', 'desktop', 'mac os|osx|os x'],
  [
    'chrome-extension',
    'Chrome extension',
    'tool',
    'chrome extension|browser extension|web extension|firefox add-on',
  ],
  [
    'vscode',
    'VS Code extension',
    'tool',
    'vs code|vscode extension|vs code extension|visual studio code',
  ],
  ['cli', 'command line', 'tool', 'command line|command-line|terminal|console app|tui'],
  ['raspberry-pi', 'Raspberry Pi', null, 'raspberry pi|rpi|arduino|esp32'],
  ['pwa', 'PWA', 'web', 'progressive web app'],
];

const SERVICES: Row[] = [
  ['stripe', 'Stripe', null, ''],
  ['paypal', 'PayPal', null, ''],
  ['openai', 'OpenAI', null, 'openai api|gpt|chatgpt|gpt-4'],
  ['llm', 'LLMs', null, 'llms|large language model|large language models|ollama|rag'],
  ['twilio', 'Twilio', null, ''],
  ['sendgrid', 'SendGrid', null, ''],
  ['auth0', 'Auth0', null, 'clerk'],
  ['oauth', 'OAuth', null, 'oauth2|openid|oidc|sso|single sign-on'],
  ['websocket', 'WebSockets', null, 'websockets|socket.io|socketio|realtime|real-time'],
  ['rest', 'REST', 'api', 'rest api|restful|rest apis|openapi|swagger'],
  ['webhooks', 'webhooks', 'api', 'webhook'],
  ['discord', 'Discord', 'tool', 'discord bot|discord.js'],
  ['slack', 'Slack', 'tool', 'slack bot|slack app'],
  ['telegram', 'Telegram', 'tool', 'telegram bot'],
  ['github', 'GitHub', null, 'github api'],
  ['shopify', 'Shopify', 'web', ''],
  ['wordpress', 'WordPress', 'web', 'wp'],
  ['figma', 'Figma', null, 'figma plugin'],
  ['mapbox', 'Mapbox', null, 'leaflet|openstreetmap|google maps'],
];

/** Product domains: what a project is for. They become tags and shape the description. */
const DOMAINS: Row[] = [
  [
    'dashboard',
    'dashboard',
    'web',
    'dashboards|admin panel|admin dashboard|back office|backoffice',
  ],
  ['saas', 'SaaS', 'web', 'saas starter|saas boilerplate|subscription app'],
  [
    'ecommerce',
    'e-commerce',
    'web',
    'e-commerce|online store|webshop|shop|storefront|cart|checkout',
  ],
  ['payments', 'payments', null, 'payment|billing|subscriptions|invoicing|invoice|invoices'],
  ['authentication', 'authentication', null, 'auth|login|sign in|signup|sign-up|2fa|passwordless'],
  ['blog', 'blog', 'web', 'blogging|cms|headless cms|content management'],
  ['portfolio', 'portfolio', 'web', 'personal site|personal website'],
  ['landing-page', 'landing page', 'web', 'landing page|landing pages|marketing site'],
  ['chat', 'chat', null, 'messaging|messenger|chat app|chatbot|chat bot'],
  ['analytics', 'analytics', null, 'metrics|tracking|insights|reporting|reports'],
  ['crm', 'CRM', 'web', 'customer relationship|sales pipeline|leads'],
  [
    'project-management',
    'project management',
    'web',
    'project management|kanban|task manager|todo|to-do|tasks',
  ],
  [
    'productivity',
    'productivity',
    null,
    'notes|note-taking|note taking|habit|habits|pomodoro|time tracking',
  ],
  ['scheduling', 'scheduling', null, 'calendar|booking|appointments|reservations'],
  [
    'education',
    'education',
    null,
    'e-learning|elearning|lms|courses|quiz|flashcards|learning platform',
  ],
  ['healthcare', 'healthcare', null, 'health|medical|fitness|workout|nutrition|meditation'],
  [
    'finance',
    'finance',
    null,
    'fintech|budget|budgeting|expenses|expense tracker|banking|accounting',
  ],
  ['crypto', 'crypto', null, 'blockchain|web3|nft|ethereum|defi|bitcoin'],
  ['social', 'social network', null, 'social network|social media|community|forum|feed'],
  ['marketplace', 'marketplace', 'web', 'marketplaces|multi-vendor'],
  ['real-estate', 'real estate', null, 'real estate|property|rentals'],
  ['travel', 'travel', null, 'trips|itinerary|hotel|flights'],
  ['food', 'food', null, 'recipes|recipe|restaurant|delivery|meal planner'],
  ['iot', 'IoT', null, 'internet of things|smart home|sensors|home automation'],
  [
    'machine-learning',
    'machine learning',
    null,
    'machine learning|ml|deep learning|neural network|model training|computer vision',
  ],
  ['ai', 'AI', null, 'artificial intelligence|ai-powered|ai powered|generative ai'],
  [
    'data-visualization',
    'data visualisation',
    null,
    'data visualization|data visualisation|charts|charting|graphs|d3|d3.js|chart.js',
  ],
  [
    'data-pipeline',
    'data pipeline',
    null,
    'etl|data pipeline|data pipelines|scraper|scraping|web scraping|crawler',
  ],
  [
    'devops',
    'DevOps',
    'tool',
    'ci/cd|ci cd|continuous integration|deployment|infrastructure|monitoring|observability',
  ],
  ['security', 'security', null, 'encryption|vulnerability|pentest|secrets|password manager'],
  [
    'ui-kit',
    'UI kit',
    'library',
    'ui kit|component library|components|design system|ui components|widgets',
  ],
  ['design', 'design', null, 'icons|icon set|themes|templates|template|mockups|illustrations'],
  ['email', 'email', null, 'newsletter|newsletters|mailing|smtp|transactional email'],
  ['notifications', 'notifications', null, 'push notifications|alerts|reminders'],
  [
    'file-sharing',
    'file sharing',
    null,
    'file upload|file uploads|file sharing|storage|backup|backups',
  ],
  ['video', 'video', null, 'streaming|video streaming|live streaming|media player|podcast'],
  ['music', 'music', null, 'audio|synth|playlist'],
  ['maps', 'maps', null, 'geolocation|gps|location|geospatial'],
  ['seo', 'SEO', null, 'search engine optimisation|search engine optimization|sitemap'],
  ['search', 'search', null, 'full-text search|full text search|search engine'],
  ['api-client', 'API client', 'library', 'api client|sdk|wrapper|client library'],
  ['rate-limiting', 'rate limiting', 'library', 'rate limiter|rate limit|rate-limiter|throttling'],
  ['testing', 'testing', 'tool', 'tests|unit tests|e2e|end-to-end|test automation'],
  ['automation', 'automation', 'tool', 'automate|workflow|workflows|bot|bots|cron'],
  ['markdown', 'Markdown', null, 'md|mdx'],
  ['pdf', 'PDF', null, 'pdf generation'],
  ['i18n', 'internationalisation', null, 'i18n|translation|translations|localization|localisation'],
  ['accessibility', 'accessibility', null, 'a11y|wcag|screen reader'],
  ['offline-first', 'offline-first', null, 'offline|offline-first|local-first'],
  ['multiplayer', 'multiplayer', 'game', 'multiplayer|co-op|online game'],
  ['platformer', 'platformer', 'game', 'platformers|arcade|2d game|3d game'],
  ['roguelike', 'roguelike', 'game', 'roguelikes|roguelite|rpg|dungeon crawler'],
  ['puzzle', 'puzzle', 'game', 'puzzles|puzzle game|word game|trivia'],
  ['shooter', 'shooter', 'game', 'shooters|fps|shoot em up'],
  ['starter-kit', 'starter kit', null, 'starter|boilerplate|template repo|scaffold'],
  ['open-source', 'open source', null, 'open source|oss|foss'],
  ['game', 'game', 'game', 'games|gaming|game jam'],
  [
    'library',
    'library',
    'library',
    'libraries|lib|package|packages|npm package|pip package|crate|gem',
  ],
  ['api', 'API', 'api', 'apis|backend|back-end|microservice|microservices|endpoint|endpoints'],
  [
    'mobile-app',
    'mobile app',
    'mobile',
    'mobile|mobile app|mobile apps|smartphone|app store|play store',
  ],
  ['desktop-app', 'desktop app', 'desktop', 'desktop|desktop app|desktop apps|native app'],
  [
    'web-app',
    'web app',
    'web',
    'web app|webapp|web apps|website|websites|web application|frontend|front-end|spa',
  ],
  [
    'developer-tool',
    'developer tool',
    'tool',
    'dev tool|devtool|devtools|developer tools|utility|utilities|plugin|plugins|extension|cli tool|generator',
  ],
];

function rows(kind: TermKind, list: Row[]): Term[] {
  return list.map(([tag, label, category, aliases, exact]) => ({
    tag,
    label,
    kind,
    ...(category ? { category } : {}),
    aliases: (aliases ?? '').split('|').filter(Boolean),
    ...(exact ? { exact: exact.split('|') } : {}),
  }));
}

export const TERMS: readonly Term[] = [
  ...rows('language', LANGUAGES),
  ...rows('framework', FRAMEWORKS),
  ...rows('database', DATABASES),
  ...rows('platform', PLATFORMS),
  ...rows('service', SERVICES),
  ...rows('domain', DOMAINS),
];

const BY_TAG = new Map(TERMS.map((t) => [t.tag, t]));

/** Lower-case spelling → term; the tag and label are spellings too (unless exact-only). */
const SPELLINGS = new Map<string, Term>();
/** Exact-case spelling → term ("Go", "Express"). */
const EXACT = new Map<string, Term>();
/** The same exact-case spellings in lower case, for search queries. */
const EXACT_LOWER = new Map<string, Term>();
for (const term of TERMS) {
  for (const e of term.exact ?? []) {
    EXACT.set(e, term);
    EXACT_LOWER.set(e.toLowerCase(), term);
  }
  const exactOnly = new Set((term.exact ?? []).map((e) => e.toLowerCase()));
  for (const s of [term.tag, term.label.toLowerCase(), ...term.aliases]) {
    if (exactOnly.has(s) || SPELLINGS.has(s)) continue;
    SPELLINGS.set(s, term);
  }
}
const MAX_WORDS = Math.max(...[...SPELLINGS.keys()].map((s) => s.split(' ').length));

export const termByTag = (tag: string): Term | undefined => BY_TAG.get(tag);

/** Every lower-case spelling of a tag (canonical tag first): what a stored tag may be. */
export function spellingsOf(tag: string): string[] {
  const term = BY_TAG.get(tag);
  if (!term) return [tag.toLowerCase()];
  const all = [term.tag, term.label.toLowerCase(), ...term.aliases, ...(term.exact ?? [])];
  return [...new Set(all.map((s) => s.toLowerCase()))].filter((s) => !s.includes(' '));
}

/** A word of the text: its lower-case form, as typed, and where it was. */
export interface Token {
  lower: string;
  raw: string;
  index: number;
}

/** Words of a text, keeping the characters of technology names (node.js, c#, c++, ci/cd). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\.?[\p{L}\p{N}][\p{L}\p{N}.#+/'-]*/gu;
  for (const m of text.matchAll(re)) {
    // A sentence's final dot, a possessive or a trailing hyphen is not part of the word.
    const raw = m[0].replace(/('s|['.\-/])+$/u, '');
    if (raw) out.push({ lower: raw.toLowerCase(), raw, index: out.length });
  }
  return out;
}

export interface Recognised {
  term: Term;
  /** Token positions the term covered. */
  from: number;
  to: number;
}

/**
 * The terms in a list of tokens, longest spelling first ("react native" before "react").
 * `lenient` also accepts exact-case spellings in any case (search queries are typed in lower
 * case: "go cli" means Go).
 */
export function recognise(tokens: Token[], opts: { lenient?: boolean } = {}): Recognised[] {
  const found: Recognised[] = [];
  let i = 0;
  while (i < tokens.length) {
    let match: Recognised | null = null;
    for (let n = Math.min(MAX_WORDS, tokens.length - i); n >= 1 && !match; n -= 1) {
      const slice = tokens.slice(i, i + n);
      const lower = slice.map((t) => t.lower).join(' ');
      const raw = slice.map((t) => t.raw).join(' ');
      const term =
        SPELLINGS.get(lower) ??
        EXACT.get(raw) ??
        (opts.lenient ? EXACT_LOWER.get(lower) : undefined);
      if (term) match = { term, from: i, to: i + n - 1 };
    }
    if (match) {
      found.push(match);
      i = match.to + 1;
    } else {
      i += 1;
    }
  }
  return found;
}

/** The distinct terms of a text, in order of first appearance. */
export function termsIn(text: string, opts: { lenient?: boolean } = {}): Term[] {
  const seen = new Set<string>();
  const out: Term[] = [];
  for (const { term } of recognise(tokenize(text), opts)) {
    if (seen.has(term.tag)) continue;
    seen.add(term.tag);
    out.push(term);
  }
  return out;
}
