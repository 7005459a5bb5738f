import type { SeedBlogPost } from './types';

/** Demo blog posts about the product: announcements, marketplace, community and tools. */
export const newsPosts: SeedBlogPost[] = [
  {
    author: 'admin',
    title: 'Introducing Codebazaar: A Marketplace for Code You Can Actually Use',
    category: 'announcements',
    featured: true,
    views: 6310,
    daysAgo: 330,
    excerpt:
      'Codebazaar is a marketplace where developers share and sell real, working code projects, with live demos and automatic access to private repositories.',
    tags: ['launch', 'codebazaar', 'marketplace'],
    focusKeyword: 'code marketplace',
    content: `
<p>Today we are opening Codebazaar, a marketplace for developers who build useful things and want to share them, or get paid for them.</p>
<h2>Why we built it</h2>
<p>Every developer has a folder of projects that solved a real problem once: a billing integration, a game system, a deploy script. Those projects could save someone else weeks. Selling them, though, has meant setting up a store, handling payments and manually inviting every buyer to a repository. We wanted that to take ten minutes.</p>
<h2>What you can do today</h2>
<ul>
  <li><strong>Browse and search</strong> projects across web, mobile, desktop, APIs, libraries, tools and games.</li>
  <li><strong>Run demos</strong> in a sandbox before you buy.</li>
  <li><strong>Claim free projects</strong> or <strong>buy a license</strong> for paid ones, and get read access to the private repository automatically.</li>
  <li><strong>Publish your own projects</strong> as free, paid or freemium, straight from a GitHub repository.</li>
</ul>
<h2>How sellers get paid</h2>
<p>Sellers set their price and receive all of it. The marketplace adds a 20% fee on top, paid by the buyer. There are no listing fees and no monthly subscription.</p>
<h2>What is next</h2>
<p>A project idea generator, richer dashboards for sellers and more tutorials here on the blog. Tell us what you need; we read every message.</p>
`,
  },
  {
    author: 'admin',
    title: 'Automatic Repository Access for Buyers Is Here',
    category: 'announcements',
    views: 2874,
    daysAgo: 174,
    excerpt:
      'Buyers who connect GitHub now get a read-only invitation to the private repository the moment their purchase completes. Sellers can review and revoke access anytime.',
    tags: ['github', 'access', 'release', 'sellers'],
    content: `
<p>Until now, sellers had to invite each buyer to their private repository by hand. Starting today, Codebazaar does it for you.</p>
<h2>For buyers</h2>
<p>Connect your GitHub account from your profile. When you buy a license, you receive an invitation to the repository with <strong>read-only</strong> access, usually within seconds. Accept it from the email GitHub sends or from your GitHub notifications.</p>
<h2>For sellers</h2>
<p>The new <em>GitHub Access</em> page, linked from your seller dashboard, lists every license sold for a project with a private repository. For each one you can see the buyer, the repository and whether the invitation is pending or accepted, and you can grant or revoke access with one click.</p>
<ul>
  <li>Access is always read-only (<code>pull</code> permission).</li>
  <li>If a buyer has not connected GitHub, the page says so, and access is granted when they connect.</li>
  <li>Revoking access removes the collaborator from the repository immediately.</li>
</ul>
<h2>Security</h2>
<p>Codebazaar stores GitHub tokens encrypted and uses them only to manage collaborators on repositories you list. You can disconnect GitHub at any time from your profile.</p>
`,
  },
  {
    author: 'admin',
    title: 'Scheduled Maintenance on Saturday Night',
    category: 'announcements',
    status: 'archived',
    views: 412,
    daysAgo: 250,
    excerpt:
      'Codebazaar will be read-only for up to 30 minutes on Saturday at 23:00 UTC while we upgrade the database.',
    tags: ['maintenance', 'status'],
    content: `
<p>On Saturday at 23:00 UTC we will upgrade our database to a new major version. During the upgrade, which should take less than 30 minutes, you can browse projects and read the blog, but purchases and new listings will be paused.</p>
<p>No action is needed on your side. Thank you for your patience.</p>
`,
  },
  {
    author: 'admin',
    title: 'How Pricing Works on Codebazaar: Your Price Plus a 20% Fee',
    category: 'marketplace',
    featured: true,
    views: 3902,
    daysAgo: 271,
    excerpt:
      'Sellers keep 100% of the price they set; buyers pay a 20% marketplace fee on top. Here is exactly how the numbers work, with examples.',
    tags: ['pricing', 'fees', 'sellers', 'payments'],
    focusKeyword: 'marketplace fee',
    metaTitle: 'Codebazaar pricing: seller price plus 20% fee',
    content: `
<p>We wanted pricing that a seller can explain to a buyer in one sentence: <strong>you receive the price you set, and the buyer pays that price plus a 20% marketplace fee.</strong></p>
<h2>Examples</h2>
<table>
  <thead><tr><th>Seller price</th><th>Marketplace fee</th><th>Buyer pays</th><th>Seller receives</th></tr></thead>
  <tbody>
    <tr><td>$10.00</td><td>$2.00</td><td>$12.00</td><td>$10.00</td></tr>
    <tr><td>$25.00</td><td>$5.00</td><td>$30.00</td><td>$25.00</td></tr>
    <tr><td>$49.00</td><td>$9.80</td><td>$58.80</td><td>$49.00</td></tr>
    <tr><td>$12.99</td><td>$2.60</td><td>$15.59</td><td>$12.99</td></tr>
  </tbody>
</table>
<p>The total is rounded to the nearest cent; the fee is whatever remains after the seller's share. Free projects cost nothing to claim and nothing to list.</p>
<h2>When you get paid</h2>
<p>Payments go through our payment provider to your connected payout account. Payouts typically arrive in 2 to 7 business days, depending on your country and bank.</p>
<h2>What the fee pays for</h2>
<ul>
  <li>Card processing and fraud protection.</li>
  <li>Automatic repository access for buyers.</li>
  <li>Hosting for listings, demos and the blog.</li>
  <li>Support for buyers and sellers.</li>
</ul>
`,
  },
  {
    author: 'admin',
    title: 'Free, Paid or Freemium? Choosing a License Model',
    category: 'marketplace',
    views: 2387,
    daysAgo: 222,
    excerpt:
      'Free builds reputation, paid builds income, and freemium often does both. How to decide which license model fits your project, with real examples from the marketplace.',
    tags: ['licensing', 'freemium', 'pricing', 'strategy'],
    content: `
<p>Every project on Codebazaar uses one of three license models. Picking the right one matters more than picking the exact price.</p>
<h2>Free</h2>
<p>Best for small libraries and tools, and for building a reputation. Free projects are claimed in one click, appear in more searches and bring people to your author page, where your paid work is listed too.</p>
<h2>Paid</h2>
<p>Best when the project saves a buyer days of work and is hard to rebuild: a complete app, a payments ledger, a set of infrastructure modules. Buyers get access to your private repository after paying.</p>
<h2>Freemium</h2>
<p>A free edition in a public repository and a premium edition in a private one. It works well when the free part is genuinely useful on its own and the paid part is what a business needs:</p>
<ul>
  <li>a free game starter with one level, and a paid pack with procedural levels and bosses;</li>
  <li>a free editor, and a paid version with export and sync;</li>
  <li>a free API for one language, and a paid one for fourteen.</li>
</ul>
<h2>A simple rule</h2>
<p>If a hobbyist would use it, make that part free. If a company would pay for it to save a week, make that part paid.</p>
`,
  },
  {
    author: 'admin',
    title: 'Meet the Makers: Sofía Márquez on Selling Game Systems',
    category: 'community',
    views: 1673,
    daysAgo: 137,
    excerpt:
      'Sofía builds small games in Godot and sells the systems behind them. We talked about freemium starters, pixel art and why documentation is a feature.',
    tags: ['interview', 'gamedev', 'godot', 'community'],
    content: `
<p>Sofía Márquez is a game developer and pixel artist from Valencia whose Dungeon Crawler Starter is one of the most downloaded projects on Codebazaar. We asked her how she got here.</p>
<h3>How did you start selling code?</h3>
<p>I kept rebuilding the same inventory and save systems for every game jam. At some point I cleaned them up for myself, and then realised other people were rebuilding them too.</p>
<h3>Why freemium?</h3>
<p>A complete free level shows people that the systems really work together. People who finish the free version and want to make a real game are happy to pay for procedural dungeons and bosses. Most of my buyers started with the free edition.</p>
<h3>What makes a game project worth buying?</h3>
<ul>
  <li>Systems that are separate enough to take apart.</li>
  <li>Comments that explain the design decisions, not the syntax.</li>
  <li>A small, finished example, not a huge unfinished one.</li>
</ul>
<h3>Advice for new sellers?</h3>
<blockquote><p>Treat the documentation as part of the product. Every hour I spend on the guide saves me ten hours of answering messages.</p></blockquote>
<p>You can find Sofía's projects on her author page.</p>
`,
  },
  {
    author: 'admin',
    title: 'The Project Idea Generator: Find Something Worth Building',
    category: 'tools',
    views: 2045,
    daysAgo: 102,
    excerpt:
      'Tell the idea generator your experience, interests, time and goals, and get project ideas with price ranges, demand, difficulty and competition from the marketplace.',
    tags: ['idea-generator', 'tools', 'side-projects'],
    content: `
<p>Not sure what to build next? The new idea generator suggests projects that fit your skills and the time you have, and tells you how crowded each idea already is on Codebazaar.</p>
<h2>How it works</h2>
<ol>
  <li><strong>Your info:</strong> choose your experience level and the areas you are interested in, such as web, mobile, APIs or games.</li>
  <li><strong>Preferences:</strong> pick how much time you have, from a weekend to a month, and what you want out of it: learning, a portfolio piece, income, open source.</li>
  <li><strong>Your ideas:</strong> get a list of ideas, each with an estimated price range, market demand, time, difficulty and a trending score.</li>
</ol>
<h2>Competition from real data</h2>
<p>Each idea shows how many similar projects are already listed and labels the competition as low, medium or high. A low-competition idea in a high-demand area is a good place to start.</p>
<h2>From idea to listing</h2>
<p>Click <strong>Start This Project</strong> and the post form opens with the title, description, category, tags and a suggested price already filled in. Save it as a draft and come back when the code is ready.</p>
`,
  },
  {
    author: 'lukas',
    title: 'Five Command-Line Tools That Save Me an Hour a Day',
    category: 'tools',
    views: 2518,
    daysAgo: 52,
    excerpt:
      'A fuzzy finder, a smarter grep, a JSON log filter and two more small tools that quietly remove friction from a developer’s day.',
    tags: ['cli', 'productivity', 'terminal', 'rust'],
    content: `
<p>None of these tools is exciting on its own. Together, they remove a hundred small waits from my day.</p>
<h2>1. A fuzzy finder</h2>
<p>Bind it to <kbd>Ctrl</kbd>+<kbd>R</kbd> for shell history and to <kbd>Ctrl</kbd>+<kbd>T</kbd> for files. You will never scroll through history again.</p>
<h2>2. ripgrep</h2>
<p>Searches a large codebase faster than you can finish typing, and respects <code>.gitignore</code> by default.</p>
<h2>3. A JSON log filter</h2>
<p>Structured logs are great until you have to read them. I wrote grepline for exactly this:</p>
<pre><code>grepline 'level >= warn and route == "/api/projects"' logs/*.json --table</code></pre>
<h2>4. A dotfiles manager</h2>
<p>A new laptop should be ready in ten minutes. Keep your configuration in Git and link it into place with one command.</p>
<h2>5. A terminal timer</h2>
<p>Twenty-five minutes of focus, five minutes away from the screen. It sounds trivial; it is the one that changed my days the most.</p>
<h2>The common thread</h2>
<ul>
  <li>Each tool starts instantly.</li>
  <li>Each one does a single job.</li>
  <li>Each one works the same on every machine I use.</li>
</ul>
`,
  },
  {
    author: 'admin',
    title: 'How the AI Description Helper Writes Your First Draft',
    category: 'tools',
    status: 'draft',
    views: 0,
    daysAgo: 6,
    excerpt:
      'Type a title, click generate, and get a description, tags, repository URLs and feature lists to start from. How it works and how to get good results.',
    tags: ['ai', 'tools', 'sellers'],
    content: `
<p>Writing the first version of a listing is the hardest part. The description helper on the post form gives you a draft to edit instead of a blank page.</p>
<h2>Getting good results</h2>
<ul>
  <li>Use a specific title: "Stripe billing starter for Next.js" beats "My project".</li>
  <li>Add a sentence of your own description before generating; the helper builds on it.</li>
  <li>Always edit the result. You know your project; the helper only knows its title.</li>
</ul>
`,
  },
];
