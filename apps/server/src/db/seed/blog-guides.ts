import type { SeedBlogPost } from './types';

/** Demo blog posts that teach: tutorials, best practices, development and case studies. */
export const guidePosts: SeedBlogPost[] = [
  {
    author: 'admin',
    title: 'Tutorial: Publish Your First Project From a GitHub Repository',
    category: 'tutorials',
    featured: true,
    views: 4821,
    daysAgo: 296,
    excerpt:
      'Import a repository, let Codebazaar fill in the listing, choose free, paid or freemium, and go live in about ten minutes. A step-by-step walkthrough.',
    tags: ['getting-started', 'github', 'selling', 'tutorial'],
    focusKeyword: 'publish project from github',
    metaDescription:
      'Step-by-step: import a GitHub repository into Codebazaar, pick a license model, set a price and publish your first project listing.',
    content: `
<p>The fastest way to list a project on Codebazaar is to start from the repository you already have. The import wizard reads the repository, fills in most of the listing for you and marks it as <strong>verified</strong>, which buyers notice. This tutorial walks through it from start to finish.</p>
<h2>Before you start</h2>
<ul>
  <li>A Codebazaar account. If you do not have one yet, <a href="/register">create one</a>; it takes a minute.</li>
  <li>A GitHub repository you own or administer. For paid projects, the code buyers pay for should live in a <em>private</em> repository.</li>
  <li>A README that explains what the project does. You will reuse it in the description.</li>
</ul>
<h2>Step 1: Connect GitHub</h2>
<p>Open <strong>Post Projects</strong> and choose <em>Create from GitHub repository</em>. If your account is not connected yet, click <strong>Connect</strong>. A small window opens where GitHub asks you to approve access; once you approve, the window closes by itself and your repositories appear.</p>
<h2>Step 2: Pick the repository</h2>
<p>The list shows up to 50 of your repositories, most recently updated first. Only repositories you have access to are shown. Click the one you want to sell. Codebazaar prefills:</p>
<ol>
  <li>the title, from the repository name with dashes turned into spaces;</li>
  <li>a first description, which you should rewrite in your own words;</li>
  <li>tags from the main language, plus <code>open-source</code> and <code>github</code>;</li>
  <li>a freemium license with a suggested price of $25 and a sensible list of free and paid features.</li>
</ol>
<h2>Step 3: Customise the listing</h2>
<p>This is where a listing goes from fine to convincing. Write a description that starts with the problem you solve, then what the buyer gets. Keep tags specific: <code>stripe</code> and <code>nextjs</code> help people find you, <code>code</code> does not.</p>
<p>Set the price you want to receive. The marketplace adds its fee on top for the buyer, so a $25 price means the buyer pays $30 and you receive $25:</p>
<pre><code>seller price      $25.00
marketplace fee   + $5.00   (20%)
buyer pays        $30.00
you receive       $25.00</code></pre>
<h2>Step 4: Publish or save a draft</h2>
<p>Click <strong>Publish</strong> to go live, or <strong>Save as Draft</strong> to come back later. Drafts live under <em>Draft Projects</em> in your menu, where you can edit, publish or delete them. After publishing you land on your project page, ready to share.</p>
<h2>What happens when someone buys</h2>
<p>When a buyer with a connected GitHub account purchases a license, Codebazaar invites them to your private repository with read-only access. You can see and manage every invitation from the repository access page in your seller dashboard.</p>
`,
  },
  {
    author: 'priya',
    title: 'Tutorial: Add a Live Demo to Your Listing',
    category: 'tutorials',
    views: 2214,
    daysAgo: 201,
    excerpt:
      'Projects with a live demo sell better. Here is how to host a demo for free, keep it safe to embed, and connect it to your Codebazaar listing.',
    tags: ['demo', 'hosting', 'tutorial', 'conversion'],
    content: `
<p>When I added live demos to my listings, the number of people who went from the project page to a purchase went up noticeably. Buyers want to click around before they pay, and a demo answers questions a README cannot. Here is the setup I use.</p>
<h2>1. Build a demo mode</h2>
<p>A demo should work without an account and without a real backend. I add a small flag that swaps the API client for an in-memory one with realistic sample data:</p>
<pre><code class="language-ts">export const api = import.meta.env.VITE_DEMO === 'true'
  ? createMemoryApi(sampleData)
  : createHttpApi(import.meta.env.VITE_API_URL);</code></pre>
<p>Reset the data on every page load so nobody can leave a mess for the next visitor.</p>
<h2>2. Host it on a static host</h2>
<p>Most demos are static files after a build. Any static host works: GitHub Pages, Netlify, Cloudflare Pages or your own server. Use HTTPS; Codebazaar shows a warning for demos served over plain HTTP.</p>
<h2>3. Allow it to be embedded</h2>
<p>The <strong>Run Demo</strong> button opens your demo inside a sandboxed frame. If your host sends <code>X-Frame-Options: DENY</code> or a <code>frame-ancestors</code> policy that excludes Codebazaar, the demo will not show inside the frame. Buyers can still open it in a new tab, but the embedded view is nicer.</p>
<h2>4. Add the URL to your listing</h2>
<p>Edit your project and paste the address into <em>Demo URL</em>. It must be a full URL starting with <code>https://</code>. Save, then click <strong>Run Demo</strong> on your listing to check it.</p>
<h2>Checklist</h2>
<ul>
  <li>Loads in under three seconds on a phone.</li>
  <li>Shows the best feature on the first screen.</li>
  <li>Works without signing up.</li>
  <li>Says clearly that it is a demo, with a link back to your listing.</li>
</ul>
`,
  },
  {
    author: 'chinedu',
    title: 'Tutorial: Build a Token-Bucket Rate Limiter in Go',
    category: 'tutorials',
    views: 3377,
    daysAgo: 118,
    excerpt:
      'A token bucket is the simplest rate limiter that behaves well under bursts. We build one in Go, make it safe for concurrent use and wire it into an HTTP server.',
    tags: ['golang', 'rate-limiting', 'tutorial', 'backend'],
    focusKeyword: 'go rate limiter',
    content: `
<p>Every public API needs a rate limiter, and the token bucket is the one I reach for first. It allows short bursts, enforces an average rate, and fits in a few dozen lines of Go.</p>
<h2>How a token bucket works</h2>
<p>Picture a bucket that holds at most <em>capacity</em> tokens and refills at <em>rate</em> tokens per second. Each request takes one token. If the bucket is empty, the request is refused. That is the whole algorithm.</p>
<h2>The bucket</h2>
<pre><code class="language-go">type Bucket struct {
    mu       sync.Mutex
    capacity float64
    tokens   float64
    rate     float64 // tokens per second
    last     time.Time
}

func (b *Bucket) Allow(now time.Time) bool {
    b.mu.Lock()
    defer b.mu.Unlock()
    elapsed := now.Sub(b.last).Seconds()
    b.tokens = math.Min(b.capacity, b.tokens+elapsed*b.rate)
    b.last = now
    if b.tokens &lt; 1 {
        return false
    }
    b.tokens--
    return true
}</code></pre>
<p>We refill lazily, on each call, instead of running a timer. That keeps idle buckets free.</p>
<h2>One bucket per client</h2>
<p>Keep buckets in a map keyed by client, for example the API key or the IP address, and evict the ones that have not been used for a while so memory stays bounded.</p>
<h2>The middleware</h2>
<pre><code class="language-go">func Limit(store *Store, next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        if !store.Get(clientKey(r)).Allow(time.Now()) {
            w.Header().Set("Retry-After", "1")
            http.Error(w, "rate limit exceeded", http.StatusTooManyRequests)
            return
        }
        next.ServeHTTP(w, r)
    })
}</code></pre>
<h2>Going further</h2>
<ul>
  <li>Running several instances? Move the counters to Redis or PostgreSQL so every instance sees the same numbers.</li>
  <li>Send the standard <code>RateLimit-Limit</code> and <code>RateLimit-Remaining</code> headers so clients can slow down before they hit the limit.</li>
  <li>Limit failed logins per account as well as per IP address.</li>
</ul>
<p>The finished version, with Redis and PostgreSQL stores, is available as the free Rate Limiter Middleware project on Codebazaar.</p>
`,
  },
  {
    author: 'maya',
    title: 'Writing a README That Sells',
    category: 'best-practices',
    views: 2960,
    daysAgo: 238,
    excerpt:
      'Your README is your landing page. Lead with the problem, show the result, make the first five minutes painless and be honest about what is not included.',
    tags: ['readme', 'documentation', 'selling', 'copywriting'],
    content: `
<p>For a code project, the README does the job a landing page does for a SaaS product. Most buyers decide within a minute of opening it. After selling starter kits for a year, this is the structure I keep coming back to.</p>
<h2>Lead with the problem</h2>
<p>The first sentence should name the problem in the buyer's words: "Adding subscriptions to a Next.js app takes weeks." Then the promise: "LaunchKit gives you working billing, teams and auth on day one." Features come later.</p>
<h2>Show, do not tell</h2>
<p>A screenshot or a ten-second GIF of the thing working is worth more than a list of twenty features. If you have a live demo, link it in the first screen of the README.</p>
<h2>Make the first five minutes painless</h2>
<ol>
  <li>List the prerequisites with exact versions.</li>
  <li>Give one command to install and one to start.</li>
  <li>Say what the buyer should see when it works.</li>
</ol>
<pre><code>npm ci
npm start
# open http://localhost:3000 and sign in as demo@example.com</code></pre>
<h2>Be honest about the edges</h2>
<p>Say what the project does <em>not</em> do. Buyers who find a missing feature after paying become refund requests; buyers who knew upfront become happy customers who build it themselves.</p>
<h2>A short checklist</h2>
<ul>
  <li>Problem, promise and a picture in the first screen.</li>
  <li>Install and run in two commands.</li>
  <li>Configuration documented in a table.</li>
  <li>A section on how to update when you release a new version.</li>
  <li>License terms in plain words.</li>
</ul>
`,
  },
  {
    author: 'aiko',
    title: 'Semantic Versioning for Paid Code',
    category: 'best-practices',
    views: 1488,
    daysAgo: 87,
    excerpt:
      'Buyers of paid code need to know when an update is safe. Semantic versioning, a changelog and a clear upgrade path keep them happy and keep support requests down.',
    tags: ['semver', 'versioning', 'changelog', 'maintenance'],
    content: `
<p>When someone pays for your library, they are also buying a promise that updates will not break their product without warning. Semantic versioning is the cheapest way to keep that promise.</p>
<h2>The rules in one table</h2>
<table>
  <thead><tr><th>Change</th><th>Version bump</th><th>Example</th></tr></thead>
  <tbody>
    <tr><td>Bug fix, no API change</td><td>patch</td><td>2.3.1 → 2.3.2</td></tr>
    <tr><td>New feature, backwards compatible</td><td>minor</td><td>2.3.2 → 2.4.0</td></tr>
    <tr><td>Anything that can break a user</td><td>major</td><td>2.4.0 → 3.0.0</td></tr>
  </tbody>
</table>
<h2>What counts as breaking</h2>
<p>More than you think. Renaming an export, tightening a type, changing a default, dropping support for an old runtime: all of them break someone. When in doubt, it is a major version.</p>
<h2>Write the changelog for humans</h2>
<p>Group entries under <strong>Added</strong>, <strong>Changed</strong>, <strong>Fixed</strong> and <strong>Removed</strong>, and for every breaking change include the few lines of code a user must change:</p>
<pre><code class="language-ts">// 2.x
createTable({ rows, sortable: true });
// 3.0
createTable({ rows, sorting: { enabled: true } });</code></pre>
<h2>Support the previous major for a while</h2>
<p>I keep fixing security issues in the previous major version for six months after a new one ships. Buyers plan upgrades around their own releases, not mine. Before every release I check three things:</p>
<ul>
  <li>Does the changelog mention every change a user could notice?</li>
  <li>Do the examples in the README still run?</li>
  <li>Is the upgrade guide linked from the release notes?</li>
</ul>
<blockquote><p>A boring release is a good release.</p></blockquote>
`,
  },
  {
    author: 'maya',
    title: 'Shipping a TypeScript Monorepo Without the Pain',
    category: 'development',
    views: 2645,
    daysAgo: 159,
    excerpt:
      'npm workspaces, one tsconfig base, shared zod schemas and a single test command: the setup I use for every product, and the traps I stopped falling into.',
    tags: ['typescript', 'monorepo', 'npm-workspaces', 'zod'],
    content: `
<p>All of my products are monorepos: a web app, a server and a package of shared code. It took me a few attempts to get a setup that stays out of the way. Here it is.</p>
<h2>npm workspaces are enough</h2>
<p>You do not need a build orchestrator for three packages. A root <code>package.json</code> with workspaces gives you one install, one lock file and hoisted dependencies:</p>
<pre><code class="language-json">{
  "workspaces": ["packages/shared", "apps/server", "apps/web"],
  "scripts": { "test": "npm run lint &amp;&amp; npm run typecheck &amp;&amp; vitest run" }
}</code></pre>
<h2>Share schemas, not types</h2>
<p>Put zod schemas for every request and response in the shared package. The server validates with them, the web app builds its forms from them, and TypeScript types are inferred from them. When a field changes, the compiler shows you every place to update.</p>
<h2>Skip the build step for shared code</h2>
<p>Point the shared package's <code>exports</code> at its TypeScript source. Vite compiles it for the browser and the server runs it through a TypeScript loader, so there is nothing to rebuild and no stale <code>dist</code> folder to debug.</p>
<h2>Traps I stopped falling into</h2>
<ul>
  <li><strong>Cross-imports between apps.</strong> The web app never imports from the server. Anything both need goes into the shared package.</li>
  <li><strong>One tsconfig per package that drifts.</strong> Every package extends one strict base config.</li>
  <li><strong>Tests that only run in one package.</strong> One command at the root runs them all, in CI and on my laptop.</li>
</ul>
`,
  },
  {
    author: 'chinedu',
    title: 'PostgreSQL Full-Text Search Is Probably Enough',
    category: 'development',
    views: 1932,
    daysAgo: 63,
    excerpt:
      'Before adding a search cluster, try the one you already have. tsvector columns, GIN indexes and websearch_to_tsquery handle more than most products need.',
    tags: ['postgresql', 'search', 'performance', 'databases'],
    content: `
<p>Search is one of those features where teams reach for a new piece of infrastructure on day one. For a catalogue of up to a few million rows, PostgreSQL alone does a remarkably good job.</p>
<h2>A generated search column</h2>
<pre><code class="language-sql">ALTER TABLE projects ADD COLUMN search tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', description), 'C')
  ) STORED;

CREATE INDEX projects_search_idx ON projects USING gin (search);</code></pre>
<p>Weights let title matches rank above description matches, and the generated column means the application never has to keep it up to date.</p>
<h2>Queries people actually type</h2>
<p><code>websearch_to_tsquery</code> understands quotes, <code>or</code> and a leading minus, and never throws on odd input, which makes it safe to pass user text straight in:</p>
<pre><code class="language-sql">SELECT id, title, ts_rank(search, q) AS rank
FROM projects, websearch_to_tsquery('english', 'stripe -wordpress') q
WHERE search @@ q
ORDER BY rank DESC
LIMIT 20;</code></pre>
<h2>Typos</h2>
<p>Add the <code>pg_trgm</code> extension and a trigram index on the title to catch "strpie" when someone meant "stripe".</p>
<h2>When to move on</h2>
<ul>
  <li>You need faceted counts over tens of millions of rows in milliseconds.</li>
  <li>You need language-aware ranking in many languages at once.</li>
  <li>Search traffic is large enough to deserve its own machines.</li>
</ul>
<p>Until then, one database is one less thing to run.</p>
`,
  },
  {
    author: 'hannah',
    title: 'Case Study: How a Four-Person Startup Shipped Its MVP in Six Weeks',
    category: 'case-studies',
    views: 1765,
    daysAgo: 44,
    excerpt:
      'We bought our auth, billing and admin foundations instead of building them, and spent our six weeks on the part customers pay for. What worked and what we would change.',
    tags: ['startup', 'mvp', 'build-vs-buy', 'case-study'],
    content: `
<p>Last spring our team of four had six weeks and a small budget to get a scheduling product in front of our first ten customers. We decided early to buy everything that was not our product. This is how it went.</p>
<h2>What we bought</h2>
<ul>
  <li>A multi-tenant authentication service, so organisations and roles worked from week one.</li>
  <li>A Flutter shopping template that we stripped down into our mobile booking flow.</li>
  <li>A Terraform module library for our AWS environments.</li>
</ul>
<p>Altogether we spent less than a single day of contractor time would have cost.</p>
<h2>What went well</h2>
<p>Auth and infrastructure, the parts that usually eat the first month, were done in three days. Because the purchased code came with tests, we could change it with confidence; we rewrote about a third of the mobile template without breaking anything.</p>
<h2>What we would do differently</h2>
<ol>
  <li><strong>Read the code before buying.</strong> Live demos and READMEs told us a lot, but an hour in the repository would have shown us one dependency we later had to replace.</li>
  <li><strong>Budget time for integration.</strong> Three purchased pieces meant three configuration styles. Plan a day to make them consistent.</li>
  <li><strong>Talk to the authors.</strong> Every seller we contacted answered within a day, and two of them merged fixes we needed.</li>
</ol>
<h2>The result</h2>
<p>We launched in week six with seven paying customers. The code we wrote ourselves was the scheduling engine, which is the only part our customers ever talk about.</p>
`,
  },
];
