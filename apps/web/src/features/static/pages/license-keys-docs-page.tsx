import { PYTHON_VERIFY_SNIPPET, TYPESCRIPT_VERIFY_SNIPPET } from '@codebazaar/shared';

import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

const CERTIFICATE_EXAMPLE = `-----BEGIN CODEBAZAAR LICENSE-----
format: codebazaar-license-v1
project: <project id>
license: <license id>
key-fingerprint: <SHA-256 hex of the key>
buyer: <buyer's username>
issued: 2026-01-31T09:00:00.000Z
expires: never
signing-key: <signing key id>
signature: <base64url Ed25519 signature>
-----END CODEBAZAAR LICENSE-----`;

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
            minute.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <code>POST /api/license-keys/validate</code> with{' '}
              <code>{'{ key, projectId, instanceId? }'}</code> answers{' '}
              <code>{'{ valid, status, license, activations }'}</code>. An unknown key answers{' '}
              <code>valid: false</code>.
            </li>
            <li>
              <code>POST /api/license-keys/activate</code> with{' '}
              <code>{'{ key, projectId, instanceName }'}</code> answers{' '}
              <code>{'{ instanceId }'}</code>, or 409 when the activation limit is reached.
            </li>
            <li>
              <code>POST /api/license-keys/deactivate</code> with{' '}
              <code>{'{ key, instanceId }'}</code> frees the place.
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Offline certificates</h2>
          <p>
            A buyer downloads a certificate from the project page. Its lines from{' '}
            <code>format:</code> to <code>signing-key:</code>, joined with a newline, are signed
            with Ed25519. Get the public key (PEM and JWK) from{' '}
            <code>GET /api/projects/&#123;id&#125;/license-public-key</code> and ship it with your
            program; after a key rotation, the certificate&apos;s <code>signing-key</code> line says
            which key to use.
          </p>
          <Code label="Certificate format">{CERTIFICATE_EXAMPLE}</Code>
          <h3 className="pt-2 font-semibold text-slate-900">TypeScript (Node.js)</h3>
          <Code label="TypeScript verification snippet">{TYPESCRIPT_VERIFY_SNIPPET}</Code>
          <h3 className="pt-2 font-semibold text-slate-900">Python (cryptography package)</h3>
          <Code label="Python verification snippet">{PYTHON_VERIFY_SNIPPET}</Code>
        </CardContent>
      </Card>
    </div>
  );
}
