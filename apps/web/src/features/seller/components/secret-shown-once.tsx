import type { ReactNode } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A secret the server shows once (a new API token, a webhook's signing secret): the text, the
 * value to select and a Copy button. What it is called names the value for screen readers and the
 * copy messages ("Token copied", "Copy failed; select the token and copy it by hand").
 */
export function SecretShownOnce({
  title,
  label,
  noun,
  value,
  children,
}: {
  title: string;
  /** The accessible name of the value. */
  label: string;
  /** What the value is, in the copy messages: "token", "secret". */
  noun: string;
  value: string;
  /** What to tell before the value; it ends with "it will not be shown again". */
  children: ReactNode;
}) {
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(`${noun[0]!.toUpperCase()}${noun.slice(1)} copied`),
      () => toast.error(`Copy failed; select the ${noun} and copy it by hand`),
    );
  };
  return (
    <Alert variant="success" title={title}>
      <p>{children}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-label={label}
          className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 font-mono text-xs break-all text-slate-900 ring-1 ring-slate-200"
        >
          {value}
        </code>
        <Button size="sm" variant="outline" onClick={copy}>
          Copy
        </Button>
      </div>
    </Alert>
  );
}
