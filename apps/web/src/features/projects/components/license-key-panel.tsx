import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { Copy, FileBadge, KeyRound } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';

/** The holder's license key: shown whole, copied in one click, and its signed certificate. */
export function LicenseKeyPanel({
  licenseId,
  licenseKey,
}: {
  licenseId: string;
  licenseKey: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(licenseKey);
      notify('success', 'License key copied');
    } catch {
      notify('error', 'Could not copy: select the key and copy it');
    }
  };
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        <KeyRound className="size-4" aria-hidden />
        License key
      </p>
      <code
        data-testid="license-key"
        className="block rounded bg-slate-50 px-2 py-1.5 font-mono text-xs break-all text-slate-800 select-all"
      >
        {licenseKey}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => void copy()}
          icon={<Copy className="size-3.5" aria-hidden />}
        >
          Copy key
        </Button>
        <a
          href={`/api/licenses/${licenseId}/certificate`}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <FileBadge className="size-3.5" aria-hidden />
          Download certificate
        </a>
      </div>
      <p className="text-xs text-slate-500">
        Programs check the key online or the certificate offline:{' '}
        <Link to={paths.licenseKeyDocs} className="text-indigo-700 hover:underline">
          how to verify
        </Link>
        .
      </p>
    </div>
  );
}
