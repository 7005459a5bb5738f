import type { ReactElement, SVGProps } from 'react';

import { cn } from '@/lib/cn';

import sprite from './icon-sprite.svg?no-inline';

/**
 * The app's icons: lucide's, drawn from one sprite (icon-sprite.svg, written by
 * build/icon-sprite.ts from the names below) instead of each carrying its whole SVG. A page of
 * cards repeated lucide's ten attributes and its paths for every icon: Find Projects held 102
 * icons, 45 kB of its HTML (docs/decisions/024-icon-sprite.md). Their look is `.lucide` in
 * index.css (no fill, a round stroke in the text colour), which the sprite's shapes inherit.
 *
 * A new icon: add an `export const` below with lucide's name of it, then run
 * `npm -w apps/web run icons` to write the sprite again.
 */

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height (24 by default; a class such as `size-4` usually sets them). */
  size?: number | string;
}

/** An icon component, as a prop or a table entry takes one. */
export type LucideIcon = (props: IconProps) => ReactElement;

/** Whether the caller labels the icon for assistive technology (lucide's own test). */
const labelled = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

function icon(name: string): LucideIcon {
  function Icon({ size = 24, strokeWidth = 2, className, children, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        strokeWidth={strokeWidth}
        className={cn('lucide', `lucide-${name}`, className)}
        aria-hidden={children || labelled(props) ? undefined : 'true'}
        {...props}
      >
        {children}
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  return Icon;
}

export const AlertCircle = icon('circle-exclamation-point');
export const AlertTriangle = icon('triangle-exclamation-point');
export const Archive = icon('archive');
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const Award = icon('award');
export const BadgeCheck = icon('badge-check');
export const Ban = icon('ban');
export const BarChart3 = icon('chart-column');
export const BookOpen = icon('book-open');
export const Bookmark = icon('bookmark');
export const BookmarkCheck = icon('bookmark-check');
export const BrainCircuit = icon('brain-circuit');
export const Briefcase = icon('briefcase');
export const Calendar = icon('calendar');
export const CalendarCheck = icon('calendar-check');
export const CalendarClock = icon('calendar-clock');
export const CalendarDays = icon('calendar-days');
export const CalendarRange = icon('calendar-range');
export const ChartColumn = icon('chart-column');
export const Check = icon('check');
export const CheckCircle2 = icon('circle-check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleCheck = icon('circle-check');
export const CircleDollarSign = icon('circle-dollar-sign');
export const Clock = icon('clock');
export const Code2 = icon('code-xml');
export const CodeXml = icon('code-xml');
export const Coffee = icon('coffee');
export const Compass = icon('compass');
export const Copy = icon('copy');
export const Cpu = icon('cpu');
export const CreditCard = icon('credit-card');
export const DollarSign = icon('dollar-sign');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const FileArchive = icon('file-archive');
export const FileBadge = icon('file-badge');
export const FileKey = icon('file-key');
export const FileQuestion = icon('file-question-mark');
export const FileText = icon('file-text');
export const Flag = icon('flag');
export const FlaskConical = icon('flask-conical');
export const FolderGit2 = icon('folder-git-2');
export const FolderOpen = icon('folder-open');
export const Gamepad2 = icon('gamepad-2');
export const Gauge = icon('gauge');
export const Gift = icon('gift');
export const GitBranch = icon('git-branch');
export const GitFork = icon('git-fork');
export const Globe = icon('globe');
export const GraduationCap = icon('graduation-cap');
export const History = icon('rotate-ccw-clock');
export const Hourglass = icon('hourglass');
export const ImagePlus = icon('image-plus');
export const Info = icon('info');
export const KeyRound = icon('key-round');
export const Layers = icon('layers');
export const LayoutDashboard = icon('layout-dashboard');
export const Lightbulb = icon('lightbulb');
export const Link2Off = icon('link-2-off');
export const ListOrdered = icon('list-ordered');
export const ListTree = icon('list-tree');
export const Lock = icon('lock');
export const LogIn = icon('log-in');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MailCheck = icon('mail-check');
export const MailWarning = icon('mail-exclamation-point');
export const Megaphone = icon('megaphone');
export const Menu = icon('menu');
export const Monitor = icon('monitor');
export const Mountain = icon('mountain');
export const Newspaper = icon('newspaper');
export const Package = icon('package');
export const PackageCheck = icon('package-check');
export const PackageOpen = icon('package-open');
export const PackageSearch = icon('package-search');
export const Palette = icon('palette');
export const PartyPopper = icon('party-popper');
export const PenLine = icon('pen-line');
export const Pencil = icon('pencil');
export const PencilLine = icon('pencil-line');
export const Play = icon('play');
export const Plus = icon('plus');
export const PlusCircle = icon('circle-plus');
export const Printer = icon('printer');
export const Puzzle = icon('puzzle');
export const Receipt = icon('receipt');
export const RefreshCcw = icon('refresh-ccw');
export const RefreshCw = icon('refresh-cw');
export const Rocket = icon('rocket');
export const Rss = icon('rss');
export const Save = icon('save');
export const Scale = icon('scale');
export const Search = icon('search');
export const SearchX = icon('search-x');
export const Send = icon('send');
export const Server = icon('server');
export const Settings = icon('settings');
export const Settings2 = icon('settings-2');
export const Share2 = icon('share-2');
export const Shield = icon('shield');
export const ShieldAlert = icon('shield-exclamation-point');
export const ShieldCheck = icon('shield-check');
export const ShoppingBag = icon('shopping-bag');
export const ShoppingBasket = icon('shopping-basket');
export const ShoppingCart = icon('shopping-cart');
export const SlidersHorizontal = icon('sliders-horizontal');
export const Smartphone = icon('smartphone');
export const Sparkles = icon('sparkles');
export const Sprout = icon('sprout');
export const Star = icon('star');
export const Store = icon('store');
export const Table2 = icon('table-2');
export const Tag = icon('tag');
export const Trash2 = icon('trash');
export const TrendingUp = icon('trending-up');
export const TriangleAlert = icon('triangle-exclamation-point');
export const Undo2 = icon('undo-2');
export const Unplug = icon('unplug');
export const Upload = icon('upload');
export const User = icon('user');
export const UserMinus = icon('user-minus');
export const UserPlus = icon('user-plus');
export const UserX = icon('user-x');
export const Users = icon('users');
export const Wallet = icon('wallet');
export const Webhook = icon('webhook');
export const Wrench = icon('wrench');
export const X = icon('x');
