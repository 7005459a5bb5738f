import { WEBHOOK_LIBRARY_SNIPPET, WEBHOOK_MANUAL_SNIPPET } from '@codebazaar/shared';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@codebazaar/shared/rules';
import { Link } from 'react-router';

import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const REQUEST_EXAMPLE = `POST /webhooks/codebazaar HTTP/1.1
content-type: application/json
webhook-id: msg_5f0c3a1e9b2d4c7fa1e0b3d2c4f6a8e1
webhook-timestamp: 1767225600
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"license.created","timestamp":"2026-01-01T00:00:00.000Z","data":{"license":{…}}}`;

function Code({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
    >
      <code>{children}</code>
    </pre>
  );
}

/** Developer docs: webhook events, delivery and retries, and verifying signatures. */
export function Component() {
  useDocumentTitle('Webhooks for developers');
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Webhooks for developers"
        description="Receive signed events about your projects: sales, refunds, disputes, repository access, reviews and publications."
      />
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Endpoints and events</h2>
          <p>
            Add an endpoint under{' '}
            <Link
              to={`${paths.profile}#webhooks`}
              className="text-indigo-700 underline hover:text-indigo-900"
            >
              Webhooks on your profile
            </Link>
            , or with a personal access token that has the <code>webhooks:write</code> scope (
            <code>POST /api/seller/webhooks</code> with{' '}
            <code>{'{ url, events, description? }'}</code>
            ). The answer holds the signing secret (<code>whsec_…</code>) once; rotate it when it
            may have leaked. Each event concerns your own projects only:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {WEBHOOK_EVENTS.map((event) => (
              <li key={event}>
                <code>{event}</code>: {WEBHOOK_EVENT_LABELS[event].toLowerCase()}
              </li>
            ))}
          </ul>
          <p>
            The <strong>Send test event</strong> button sends a <code>webhook.test</code> event to
            an endpoint, whatever it subscribes to.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Delivery</h2>
          <p>
            Deliveries follow the Standard Webhooks specification: a JSON body{' '}
            <code>{'{ type, timestamp, data }'}</code> and three headers. <code>webhook-id</code>{' '}
            stays the same on every retry and redelivery of a message, so you can ignore one you
            have already handled.
          </p>
          <Code label="Example request">{REQUEST_EXAMPLE}</Code>
          <ul className="list-disc space-y-1 pl-5">
            <li>Answer with a 2xx status within 10 seconds; redirects are not followed.</li>
            <li>
              A failed delivery is retried after 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours,
              10 hours and 10 hours: eight attempts over about a day.
            </li>
            <li>
              After five events in a row fail every attempt, the endpoint is switched off and you
              get an email. Switch it on again once it answers.
            </li>
            <li>
              The delivery log shows each delivery&apos;s status, response code, duration and
              attempts, and lets you redeliver a message.
            </li>
            <li>
              Endpoints must be public: addresses on loopback, private or link-local networks are
              refused.
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Verifying a delivery</h2>
          <p>
            The signature is <code>v1,</code> followed by the base64 HMAC-SHA256 of{' '}
            <code>webhook-id.webhook-timestamp.body</code>, keyed with the base64-decoded part of
            your secret after <code>whsec_</code>. Verify the raw body exactly as received, before
            parsing it.
          </p>
          <h3 className="pt-2 font-semibold text-slate-900">
            TypeScript with the <code>standardwebhooks</code> package
          </h3>
          <Code label="Verification with the standardwebhooks package">
            {WEBHOOK_LIBRARY_SNIPPET}
          </Code>
          <h3 className="pt-2 font-semibold text-slate-900">TypeScript by hand (Node.js)</h3>
          <Code label="Verification by hand">{WEBHOOK_MANUAL_SNIPPET}</Code>
        </CardContent>
      </Card>
    </div>
  );
}
