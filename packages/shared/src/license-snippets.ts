/**
 * The verification snippets the developer docs page shows (docs/license-certificates.md). The
 * TypeScript one is run by the server's tests against real certificates and revocation lists,
 * exactly as shown (and the Python one where Python's `cryptography` package is installed).
 */
export const TYPESCRIPT_VERIFY_SNIPPET = `import { createPublicKey, verify } from 'node:crypto';

/** The signed lines of a certificate or a revocation list by name, or null when the signature fails. */
function signedFields(text: string, publicKeyPem: string): Map<string, string[]> | null {
  const lines = text.trim().split(/\\r?\\n/).slice(1, -1);
  const signature = (lines.pop() ?? '').replace(/^signature: /, '');
  try {
    const key = createPublicKey(publicKeyPem);
    if (!verify(null, Buffer.from(lines.join('\\n')), key, Buffer.from(signature, 'base64url'))) return null;
  } catch {
    return null;
  }
  const fields = new Map<string, string[]>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf(': '));
    fields.set(name, [...(fields.get(name) ?? []), line.slice(name.length + 2)]);
  }
  return fields;
}

/** The license ids a seller's revocation list names, or null when it is forged or out of date. */
export function readRevocations(list: string, publicKeyPem: string, now = Date.now()): Set<string> | null {
  const fields = signedFields(list, publicKeyPem);
  if (fields?.get('format')?.join() !== 'codebazaar-revocations-v1') return null;
  if (!(Date.parse(fields.get('next-update')?.join() ?? '') > now)) return null;
  return new Set((fields.get('revoked') ?? []).map((entry) => entry.split(' ')[0]!));
}

/** 'free' or 'paid' when the certificate is genuine, for projectId, unexpired and not revoked; else null. */
export function verifyLicense(certificate: string, publicKeyPem: string, projectId: string, revoked = new Set<string>(), now = Date.now()): 'free' | 'paid' | null {
  const fields = signedFields(certificate, publicKeyPem);
  const one = (name: string) => (fields?.get(name)?.length === 1 ? fields.get(name)![0] : undefined);
  if (one('format') !== 'codebazaar-license-v2' || one('project') !== projectId) return null;
  if (!(Date.parse(one('expires') ?? '') > now) || revoked.has(one('license') ?? '')) return null;
  const kind = one('kind');
  return kind === 'free' || kind === 'paid' ? kind : null;
}
`;

export const PYTHON_VERIFY_SNIPPET = `import base64, time
from datetime import datetime
from cryptography.hazmat.primitives.serialization import load_pem_public_key

def signed_fields(text: str, public_key_pem: str):
    """The signed lines of a certificate or a revocation list by name, or None when the signature fails."""
    lines = text.strip().splitlines()[1:-1]
    signature = lines.pop().removeprefix("signature: ") if lines else ""
    try:
        load_pem_public_key(public_key_pem.encode()).verify(base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4)), "\\n".join(lines).encode())
    except Exception:
        return None
    fields = {}
    for line in lines:
        name, _, value = line.partition(": ")
        fields.setdefault(name, []).append(value)
    return fields

def timestamp(value: str) -> float:
    return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()

def read_revocations(revocation_list: str, public_key_pem: str, now=None):
    """The license ids a seller's revocation list names, or None when it is forged or out of date."""
    fields = signed_fields(revocation_list, public_key_pem)
    if fields is None or fields.get("format") != ["codebazaar-revocations-v1"]:
        return None
    if timestamp(fields.get("next-update", ["1970-01-01T00:00:00Z"])[0]) <= (time.time() if now is None else now):
        return None
    return frozenset(entry.split(" ")[0] for entry in fields.get("revoked", []))

def verify_license(certificate: str, public_key_pem: str, project_id: str, revoked=frozenset(), now=None):
    """"free" or "paid" when the certificate is genuine, for project_id, unexpired and not revoked; else None."""
    fields = signed_fields(certificate, public_key_pem) or {}
    one = {name: values[0] for name, values in fields.items() if len(values) == 1}
    if one.get("format") != "codebazaar-license-v2" or one.get("project") != project_id:
        return None
    if timestamp(one.get("expires", "1970-01-01T00:00:00Z")) <= (time.time() if now is None else now):
        return None
    if one.get("license") in revoked:
        return None
    return one.get("kind") if one.get("kind") in ("free", "paid") else None
`;
