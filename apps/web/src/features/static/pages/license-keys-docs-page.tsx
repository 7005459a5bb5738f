import { PYTHON_VERIFY_SNIPPET, TYPESCRIPT_VERIFY_SNIPPET } from '@codebazaar/shared';

import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

const CERTIFICATE_EXAMPLE = `-----BEGIN CODEBAZAAR LICENSE-----
format: codebazaar-license-v2
project: <project id>
license: <license id>
kind: paid
key-fingerprint: <SHA-256 hex of the key>
buyer: <buyer's username>
issued: 2026-01-31T09:00:00.000Z
signed: 2026-03-02T10:15:00.000Z
expires: 2026-04-01T10:15:00.000Z
signing-key: <signing key id>
updates-until: 2027-01-31T09:00:00.000Z
signature: <base64url Ed25519 signature>
-----END CODEBAZAAR LICENSE-----`;

const REVOCATIONS_EXAMPLE = `-----BEGIN CODEBAZAAR REVOCATIONS-----
format: codebazaar-revocations-v1
seller: <seller id>
signed: 2026-03-02T10:15:00.000Z
next-update: 2026-03-03T10:15:00.000Z
signing-key: <signing key id>
revoked: <license id> 2026-02-20T08:30:00.000Z
signature: <base64url Ed25519 signature>
-----END CODEBAZAAR REVOCATIONS-----`;

const CODES: [code: string, meaning: string][] = [
  ['VALID', 'The key is active (and the instance, when given, is activated).'],
  ['NOT_FOUND', 'No such key for this project.'],
  ['REVOKED', 'The seller revoked the key, or the license was refunded or disputed.'],
  ['EXPIRED', 'The key is past its expiry.'],
  ['DISABLED', 'The seller switched license keys off for the project.'],
  ['INSTANCE_NOT_FOUND', 'The key is active but this instance is not activated with it.'],
  ['TOO_MANY_INSTANCES', 'The activation limit of the key is reached.'],
  ['RATE_LIMITED', 'Too many requests: try again in a minute.'],
  ['INVALID_REQUEST', 'The request itself is malformed.'],
];

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

/** Developer docs: checking license keys online and certificates offline. */
export function Component() {
  useDocumentTitle('License keys for developers');
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="License keys for developers"
        description="Let your program know that it is licensed: check a key online, or verify a signed certificate offline."
      />
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Online checks</h2>
          <p>
            No session is needed and any origin may call these. Each key may be checked 60 times a
            minute, and each address may make 120 requests a minute to the three together.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <code>POST /api/license-keys/validate</code> with{' '}
              <code>{'{ key, projectId, instanceId? }'}</code> answers{' '}
              <code>{'{ valid, status, code, license, activations }'}</code>, where{' '}
              <code>license</code> is{' '}
              <code>{'{ id, projectId, kind, issuedAt, expiresAt, updatesUntil }'}</code> and{' '}
              <code>kind</code> is <code>free</code> or <code>paid</code>: unlock paid features only
              for <code>paid</code>. <code>updatesUntil</code> is when the license stops getting new
              releases (<code>null</code>: for life). An unknown key answers{' '}
              <code>valid: false</code> with <code>code: NOT_FOUND</code>.
            </li>
            <li>
              <code>POST /api/license-keys/activate</code> with{' '}
              <code>{'{ key, projectId, instanceName, fingerprint? }'}</code> answers{' '}
              <code>{'{ instanceId, code, license }'}</code>, or 409 when the activation limit is
              reached. Send a <code>fingerprint</code> that identifies the machine: activating again
              with the same one answers the same instance and takes no second place.
            </li>
            <li>
              <code>POST /api/license-keys/deactivate</code> with{' '}
              <code>{'{ key, projectId, instanceId }'}</code> frees the place; an unknown key and an
              unknown instance both answer 404 with <code>code: INSTANCE_NOT_FOUND</code>.
            </li>
          </ul>
          <p>
            Every answer, success or refusal, carries a <code>code</code> (a refusal is{' '}
            <code>{'{ error, code }'}</code>):
          </p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {CODES.map(([code, meaning]) => (
              <div key={code} className="contents">
                <dt>
                  <code>{code}</code>
                </dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Offline certificates</h2>
          <p>
            A buyer downloads a certificate from the project page. Its lines from{' '}
            <code>format:</code> to the one before <code>signature:</code>, joined with a newline,
            are signed with Ed25519; the last, <code>updates-until</code> (<code>lifetime</code> or
            a time), is missing from certificates signed before it existed. Get the public key (PEM
            and JWK) from <code>GET /api/projects/&#123;id&#125;/license-public-key</code> and ship
            it with your program; after a key rotation, the certificate&apos;s{' '}
            <code>signing-key</code> line says which key to use.
          </p>
          <p>
            A certificate lasts 30 days after it is signed unless the seller sets otherwise (never
            past the key&apos;s own expiry): download a fresh one before it runs out. Its{' '}
            <code>kind</code> line says whether the license is a free claim or a paid one.
          </p>
          <Code label="Certificate format">{CERTIFICATE_EXAMPLE}</Code>
          <p>
            To learn of revoked licenses, fetch the seller&apos;s signed revocation list from{' '}
            <code>GET /api/projects/&#123;id&#125;/license-revocations</code> when you can (it is
            current for a day) and refuse a certificate whose license it lists.
          </p>
          <Code label="Revocation list format">{REVOCATIONS_EXAMPLE}</Code>
          <p>
            For TypeScript and JavaScript programs, the repository&apos;s{' '}
            <code>packages/license-client</code> does all of this (online checks, offline
            certificates and revocation lists, update checks and verified downloads) with nothing
            but the platform&apos;s fetch and WebCrypto; its README is the guide.
          </p>
          <h3 className="pt-2 font-semibold text-slate-900">TypeScript (Node.js)</h3>
          <Code label="TypeScript verification snippet">{TYPESCRIPT_VERIFY_SNIPPET}</Code>
          <h3 className="pt-2 font-semibold text-slate-900">Python (cryptography package)</h3>
          <Code label="Python verification snippet">{PYTHON_VERIFY_SNIPPET}</Code>
        </CardContent>
      </Card>
    </div>
  );
}
