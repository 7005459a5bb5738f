import type { LegalPageSlug } from '@codebazaar/shared';

/**
 * The texts each page shows until an admin edits it, written for how Codebazaar works
 * (docs/product-rules.md#money and #repository-access): the marketplace charges the buyer and
 * sells as the seller of record, adds its fee on top of the seller's price, and gives access to
 * private repositories through GitHub invitations.
 */
export interface LegalPageDefault {
  title: string;
  contentHtml: string;
}

/** The day these texts were written: the "last updated" date of a page nobody has edited. */
export const LEGAL_DEFAULTS_DATE = '2026-11-25T00:00:00.000Z';

export const LEGAL_PAGE_DEFAULTS: Readonly<Record<LegalPageSlug, LegalPageDefault>> = {
  terms: {
    title: 'Terms of service',
    contentHtml: `<p>These terms govern the use of Codebazaar, a marketplace where developers publish code projects and sell or give away licenses to them. By creating an account, publishing a project or buying a license you accept them.</p>
<h2>Who sells what</h2>
<p>Codebazaar is the seller of record: when you buy a license, Codebazaar charges you, issues the receipt and collects and remits any sales tax or VAT due. The developer who published the project (the seller) licenses the code to you through Codebazaar and is paid by Codebazaar.</p>
<h2>Prices and the marketplace fee</h2>
<p>Sellers set their price. Codebazaar adds a marketplace fee on top of it (20 percent unless the project page says otherwise); the project page shows the price, the fee and the total before you pay. The seller receives the price they set.</p>
<h2>What a license gives you</h2>
<ul>
<li>The rights described on the project page for the license type you chose (free, paid or freemium).</li>
<li>Read access to the project's repository, given through a GitHub invitation to the GitHub account connected to your Codebazaar account. Access lasts as long as your license is active; a refund or a revoked license removes it.</li>
<li>A license key where the project uses one. Keys are personal: do not share or resell them.</li>
</ul>
<h2>Sellers</h2>
<p>Sellers must own, or have the right to license, everything they publish, describe it truthfully, and keep the repository available to licensed buyers. Payouts go to the seller's connected payment account, usually within 2 to 7 business days of a sale, less any refunds.</p>
<h2>Not allowed</h2>
<p>Malware, code you have no right to sell, misleading listings, and attempts to get around the marketplace fee or another user's access rights. We may remove listings and close accounts that break these terms.</p>
<h2>Disputes</h2>
<p>If something goes wrong with a purchase, contact the seller first and then us (see the <a href="/contact">contact page</a>). A chargeback filed with your bank is handled by Codebazaar as the seller of record; while it is open, access to the repository may be paused.</p>
<h2>Changes</h2>
<p>We may update these terms; the date at the top of this page says when they last changed.</p>`,
  },
  privacy: {
    title: 'Privacy policy',
    contentHtml: `<p>This policy explains what Codebazaar stores about you and why.</p>
<h2>What we keep</h2>
<ul>
<li>Your account: username, email address, a hash of your password, your display name, bio and profile picture if you add them.</li>
<li>Your GitHub username and a token if you connect GitHub, used only to send and remove repository invitations for your licenses and to list your repositories when you import a project.</li>
<li>Your projects, reviews, licenses and purchases, with their dates and amounts.</li>
<li>Counted project views, kept without your name when you are not signed in.</li>
</ul>
<h2>Payments</h2>
<p>Card details go straight to our payment processor; Codebazaar never sees or stores your card number. We keep the amount, the date and the processor's reference of each payment to issue receipts, handle refunds and meet our tax obligations as the seller of record.</p>
<h2>Who sees what</h2>
<p>Sellers see the username, the GitHub username and the email address of the buyers of their projects, so that they can give support. Your public profile shows your display name, your published projects and your reviews. We sell no data to anyone.</p>
<h2>Cookies</h2>
<p>One cookie keeps you signed in. We use no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You can change your details on your profile page, and ask us by email for a copy of your data or for the deletion of your account (see the <a href="/contact">contact page</a>). Records of payments are kept as long as tax law requires.</p>`,
  },
  'refund-policy': {
    title: 'Refund policy',
    contentHtml: `<p>Codebazaar charges buyers and issues refunds as the seller of record.</p>
<h2>The refund window</h2>
<p>You can ask for a refund within 14 days of a purchase when the code does not match its description, the repository cannot be reached, or the demo misrepresents the project. Write to us from the email address of your account with the project's name (see the <a href="/contact">contact page</a>).</p>
<h2>What a refund does</h2>
<ul>
<li>You get back the whole amount you paid, the marketplace fee included, on the card you paid with.</li>
<li>Your license ends: the GitHub invitation or repository access is removed and any license key stops working.</li>
<li>The seller's earnings from the sale are reversed.</li>
</ul>
<h2>Free licenses</h2>
<p>Free licenses cost nothing and have nothing to refund; you can simply stop using the code.</p>
<h2>Disputes</h2>
<p>If we cannot agree, you keep the right to dispute the charge with your bank. Please write to us first: a refund is usually faster than a chargeback.</p>`,
  },
  contact: {
    title: 'Contact',
    contentHtml: `<p>We answer every message, usually within two business days.</p>
<ul>
<li>Questions about a purchase, a refund or repository access: <a href="mailto:support@codebazaar.example">support@codebazaar.example</a></li>
<li>Privacy requests and account deletion: <a href="mailto:privacy@codebazaar.example">privacy@codebazaar.example</a></li>
<li>Reports of a listing that breaks our terms: <a href="mailto:abuse@codebazaar.example">abuse@codebazaar.example</a></li>
</ul>
<p>Please write from the email address of your Codebazaar account and name the project concerned, so that we can find your purchase.</p>
<p>Questions about how a project works are best asked to its seller, through the links on the project page.</p>`,
  },
};
