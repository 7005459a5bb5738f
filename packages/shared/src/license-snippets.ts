/**
 * The verification snippets the developer docs page shows (docs/license-certificates.md). The
 * TypeScript one is run by the server's tests against a real certificate, exactly as shown.
 */
export const TYPESCRIPT_VERIFY_SNIPPET = `import { createPublicKey, verify } from 'node:crypto';

/** True when the certificate is signed by publicKeyPem, is for projectId and has not expired. */
export function verifyLicense(certificate: string, publicKeyPem: string, projectId: string): boolean {
  const lines = certificate.trim().split(/\\r?\\n/).slice(1, -1);
  const signature = (lines.pop() ?? '').replace(/^signature: /, '');
  const fields = new Map(lines.map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]));
  if (fields.get('format') !== 'codebazaar-license-v1' || fields.get('project') !== projectId) return false;
  const expires = fields.get('expires');
  if (expires !== 'never' && !(Date.parse(expires ?? '') > Date.now())) return false;
  try {
    return verify(null, Buffer.from(lines.join('\\n')), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}
`;

export const PYTHON_VERIFY_SNIPPET = `import base64
from datetime import datetime, timezone
from cryptography.hazmat.primitives.serialization import load_pem_public_key

def verify_license(certificate: str, public_key_pem: str, project_id: str) -> bool:
    lines = certificate.strip().splitlines()[1:-1]
    signature = lines.pop().removeprefix("signature: ")
    fields = dict(line.split(": ", 1) for line in lines)
    if fields.get("format") != "codebazaar-license-v1" or fields.get("project") != project_id:
        return False
    expires = fields.get("expires", "")
    if expires != "never" and datetime.fromisoformat(expires.replace("Z", "+00:00")) <= datetime.now(timezone.utc):
        return False
    try:
        load_pem_public_key(public_key_pem.encode()).verify(base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4)), "\\n".join(lines).encode())
        return True
    except Exception:
        return False
`;
