import { Link } from 'react-router';

import { CodeXml } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
        <CodeXml className="size-5" aria-hidden />
      </span>
      Codebazaar
    </Link>
  );
}
