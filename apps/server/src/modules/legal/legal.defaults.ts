import {
  DEFAULT_REFUND_WINDOW_DAYS,
  MAX_REFUND_WINDOW_DAYS,
  type LegalPageSlug,
  type SellerOfRecord,
} from '@codebazaar/shared';

import { escapeHtml } from '../../lib/html';

/**
 * The texts each page shows until an admin edits it, written for how Codebazaar works
 * (docs/product-rules.md: money, refunds, disputes, balances, repository access): Codebazaar is
 * the platform; the seller of record of the marketplace settings charges the buyer and issues
 * the receipt (the same name and address the receipts print); the project's seller decides
 * refund requests made in the app; a refund goes back to the payment method.
 */
export interface LegalPageDefault {
  title: string;
  contentHtml: string;
}

/** The day these texts were written: the "last updated" date of a page nobody has edited. */
export const LEGAL_DEFAULTS_DATE = '2026-11-27T00:00:00.000Z';

/** "<strong>Name</strong>, 1 Main Street, Springfield (tax id X)": one line of escaped HTML. */
function sellerOfRecordHtml(s: SellerOfRecord): string {
  const address = s.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(escapeHtml)
    .join(', ');
  return (
    `<strong>${escapeHtml(s.name)}</strong>` +
    (address ? `, ${address}` : '') +
    (s.taxId ? ` (tax id ${escapeHtml(s.taxId)})` : '')
  );
}

const titles: Readonly<Record<LegalPageSlug, string>> = {
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  'refund-policy': 'Refund policy',
  contact: 'Contact',
};

/** The default text of a page, naming the seller of record the marketplace settings hold. */
export function legalPageDefault(slug: LegalPageSlug, seller: SellerOfRecord): LegalPageDefault {
  const sor = sellerOfRecordHtml(seller);
  const window = `${DEFAULT_REFUND_WINDOW_DAYS} days`;
  const pages: Record<LegalPageSlug, string> = {
    terms: `<p>These terms govern the use of Codebazaar, a marketplace where developers publish code projects and sell or give away licenses to them. By creating an account, publishing a project or buying a license you accept them.</p>
<h2>Who sells what</h2>
<p>Codebazaar is the platform. The seller of record is ${sor}: when you buy a license, it charges you and issues your receipt, which names it with its address. The developer who published the project (the seller) licenses the code to you and is paid the price they set.</p>
<h2>Prices and the marketplace fee</h2>
<p>Sellers set their price. Codebazaar adds a marketplace fee on top of it (20 percent unless the project page says otherwise); the project page shows the price, the fee and the total before you pay. The seller receives the price they set.</p>
<h2>What a license gives you</h2>
<ul>
<li>The rights described on the project page for the license type you chose (free, paid or freemium).</li>
<li>Read access to the project's repository, given through a GitHub invitation to the GitHub account connected to your Codebazaar account. Access lasts as long as your license is active; a refund or a lost payment dispute ends it.</li>
<li>A license key where the project uses one. Keys are personal: do not share or resell them.</li>
</ul>
<h2>Refunds</h2>
<p>Each project has a refund window (${window} unless the project page says otherwise). Inside it you ask for a refund from your library, and the seller approves or declines it; the <a href="/refund-policy">refund policy</a> says how.</p>
<h2>Sellers</h2>
<p>Sellers must own, or have the right to license, everything they publish, describe it truthfully, and keep the repository available to licensed buyers. Sellers decide the refund requests of their buyers and may refund a sale at any time. The money of a sale is pending during the project's refund window, then becomes available and is paid out to the seller's connected payment account on the payout schedule shown in the seller dashboard; refunded sales and lost disputes are not paid out.</p>
<h2>Not allowed</h2>
<p>Malware, code you have no right to sell, misleading listings, and attempts to get around the marketplace fee or another user's access rights. We may remove listings and close accounts that break these terms.</p>
<h2>Disputes</h2>
<p>If something goes wrong with a purchase, ask the seller for a refund from your library first, and write to us if you cannot agree (see the <a href="/contact">contact page</a>). If you dispute the charge with your bank, the license is on hold while the dispute is open: it is active again if the dispute is decided for the seller, and ends if it is decided for you.</p>
<h2>Changes</h2>
<p>We may update these terms; the date at the top of this page says when they last changed.</p>`,
    privacy: `<p>This policy explains what Codebazaar stores about you and why. The seller of record, ${sor}, is responsible for the payment records described below.</p>
<h2>What we keep</h2>
<ul>
<li>Your account: username, email address, a hash of your password, your display name, bio and profile picture if you add them.</li>
<li>Your GitHub username and a token if you connect GitHub, used only to send and remove repository invitations for your licenses and to list your repositories when you import a project.</li>
<li>Your projects, reviews, licenses and purchases, with their dates and amounts, and your billing country and VAT ID if you give them.</li>
<li>Counted project views, kept without your name when you are not signed in.</li>
</ul>
<h2>Payments</h2>
<p>Card details go straight to the payment processor; Codebazaar never sees or stores your card number, only the card's last four digits when the processor reports them, to print them on your receipt. We keep the amount, the date and the processor's reference of each payment to issue receipts, handle refunds and meet the seller of record's tax obligations.</p>
<h2>Who sees what</h2>
<p>Sellers see the username, the GitHub username and the email address of the buyers of their projects, so that they can give support and answer refund requests. Your public profile shows your display name, your published projects and your reviews. We sell no data to anyone.</p>
<h2>Cookies</h2>
<p>One cookie keeps you signed in. We use no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You can change your details on your profile page, and ask us by email for a copy of your data or for the deletion of your account (see the <a href="/contact">contact page</a>). Records of payments are kept as long as tax law requires.</p>`,
    'refund-policy': `<p>Codebazaar is the platform where you bought the license; the seller of record, ${sor}, charged you and issued your receipt. The developer who published the project (the seller) decides refund requests.</p>
<h2>The refund window</h2>
<p>Each priced project has its own refund window, from 0 to ${MAX_REFUND_WINDOW_DAYS} days (${window} unless its page says otherwise). The project page says "Refunds within N days of purchase", or "No refunds on this project". The window starts when you pay and ends exactly N days later.</p>
<h2>How to ask for a refund</h2>
<ol>
<li>Open your <a href="/dashboard">dashboard</a>: your library lists every purchase.</li>
<li>On the purchase, choose <strong>Request refund</strong> and tell the seller why. The button is there while the window is open; you can ask once per purchase.</li>
<li>The seller (or a Codebazaar admin) approves or declines your request. A decline comes with the seller's reason. You are mailed the answer, and the purchase in your library shows it.</li>
</ol>
<h2>What a refund does</h2>
<ul>
<li>You get back the whole amount you paid, the marketplace fee and any tax included, on the original payment method (the card you paid with). When it shows on your statement depends on your bank.</li>
<li>Your license ends: repository access is removed, any license key stops working and downloads stop.</li>
<li>The purchase stays in your library, marked Refunded with the amount and the date, and its receipt says it was refunded.</li>
<li>The seller's earnings from the sale are reversed.</li>
</ul>
<p>A seller may also refund any of their sales on their own, inside the window or after it.</p>
<h2>Free licenses</h2>
<p>Free licenses cost nothing and have nothing to refund; you can simply stop using the code.</p>
<h2>Disputes</h2>
<p>You keep the right to dispute a charge with your bank. While the dispute is open the license is on hold; it is active again if the dispute is decided for the seller, and ends if it is decided for you. Asking the seller for a refund from your library is usually faster.</p>`,
    contact: `<p>Codebazaar answers every message, usually within two business days.</p>
<ul>
<li>Questions about a purchase, repository access, or a refund request the seller has not answered: <a href="mailto:support@codebazaar.example">support@codebazaar.example</a></li>
<li>Privacy requests and account deletion: <a href="mailto:privacy@codebazaar.example">privacy@codebazaar.example</a></li>
<li>Reports of a listing that breaks our terms: <a href="mailto:abuse@codebazaar.example">abuse@codebazaar.example</a></li>
</ul>
<p>Please write from the email address of your Codebazaar account and name the project concerned, so that we can find your purchase. To ask for a refund, use <strong>Request refund</strong> on the purchase in your <a href="/dashboard">library</a>: the seller answers there.</p>
<p>The seller of record: ${sor}.</p>
<p>Questions about how a project works are best asked to its seller, through the links on the project page.</p>`,
  };
  return { title: titles[slug], contentHtml: pages[slug] };
}
