import { Button } from '@/components/ui/button';
import { Share2 } from '@/components/ui/icons';
import { notify } from '@/components/ui/toaster';

export interface ShareButtonProps {
  title: string;
  text?: string;
  /** The page's address: a path is made absolute with the page's origin when shared. */
  url: string;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify('success', 'Link copied to clipboard');
  } catch {
    notify('error', 'Could not copy the link. Copy it from the address bar instead.');
  }
}

/** Native share sheet where the browser has one, else copies the link. */
export function ShareButton({ title, text, url: address }: ShareButtonProps) {
  const share = async () => {
    // Read at the click: the server renders this button too, and has no window.
    const url = new URL(address, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (err) {
        // Closing the share sheet is not an error; anything else falls back to copying.
        if ((err as Error).name !== 'AbortError') await copyLink(url);
      }
      return;
    }
    await copyLink(url);
  };
  return (
    <Button variant="outline" icon={<Share2 className="size-4" aria-hidden />} onClick={share}>
      Share
    </Button>
  );
}
