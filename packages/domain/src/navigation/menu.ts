import { opensReports, opensReviewSignOff } from '../reports/report-access.js';
import type { ActiveRoles } from '../roles/access.js';
import type { UserType } from '../roles/roles.js';
import { ROLE } from '../roles/roles.js';

/** One side-menu entry. adminOnly items are shown to TE users alone. */
interface MenuItemDef {
  label: string;
  adminOnly?: boolean;
  /** Left out of the reduced (read-only admin, primary/secondary TELO) menu. */
  fullOnly?: boolean;
  /** Part of the School group that roles 2-5 also get. */
  basicSchool?: boolean;
  /** A route the spec gives outside the /{group}/{item} rule. */
  path?: string;
  /** Shown only when this holds for the active roles. */
  shownTo?: (ctx: MenuContext) => boolean;
}
interface MenuGroupDef {
  label: string;
  items: MenuItemDef[];
  /** Role (besides admin and TELO roles) that opens this group. */
  role?: number;
  adminOnly?: boolean;
  /** TE read-only admins may still view this group. */
  teReducedVisible?: boolean;
  /** The group is open exactly when this holds (instead of the role forms below). */
  opens?: (ctx: MenuContext) => boolean;
}

const MENU: readonly MenuGroupDef[] = [
  {
    label: 'School',
    items: [
      { label: 'School Profile', basicSchool: true },
      { label: 'Annual Aid Year School Information', basicSchool: true },
      { label: 'Users' },
      { label: 'New School', adminOnly: true, fullOnly: true },
    ],
  },
  {
    label: 'Exports',
    role: ROLE.EXPORT,
    items: [{ label: 'Applications' }, { label: 'Closed Applications' }],
  },
  {
    label: 'Imports',
    role: ROLE.IMPORT,
    items: [{ label: 'Applications' }, { label: 'Transfer Applications' }, { label: 'Closed Applications' }],
  },
  { label: 'Billing', role: ROLE.BILLING, items: [{ label: 'Invoices' }] },
  {
    label: 'Reports',
    opens: opensReports,
    items: [
      ...['Export', 'Import', 'Enrollment', 'Tuition', 'Leave of Absence', 'Export Stat', 'Import Stat'].map(
        (label) => ({ label }),
      ),
      ...[
        'Payments',
        'Outstanding Invoices',
        'TELO Training',
        'All Contacts',
        'All Applications',
        'Enrollment Review',
      ].map((label) => ({ label, adminOnly: true })),
      // open-points 31: a screen of its own, for TE users and the school's roles 1, 6 and 7.
      { label: 'Enrollment Review Sign-off', path: '/enrollmentreview/signoff', shownTo: opensReviewSignOff },
    ],
  },
  {
    label: 'Change Logs',
    opens: opensReports,
    items: [
      ...['TELO', 'School', 'Application', 'Export', 'Import', 'Enrollment Review'].map((label) => ({
        label,
      })),
      { label: 'Admin', adminOnly: true },
    ],
  },
  { label: 'Training', adminOnly: true, items: [{ label: 'File Upload', fullOnly: true }] },
  {
    label: 'Settings',
    adminOnly: true,
    teReducedVisible: true,
    items: [{ label: 'Users' }, { label: 'Aid Year' }, { label: 'Fees' }],
  },
];

export interface MenuItem {
  label: string;
  path: string;
}
export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

/** Path segment rule of 1-core §2: lowercased, spaces removed. */
export function menuSegment(label: string): string {
  return label.toLowerCase().replace(/\s+/g, '');
}

/** Link of a submenu: /{group}/{submenu}. */
export function menuPath(group: string, item: string): string {
  return `/${menuSegment(group)}/${menuSegment(item)}`;
}

export interface MenuContext extends ActiveRoles {
  usertype: UserType;
}

type MenuForm = 'full' | 'reduced';

function toGroup(def: MenuGroupDef, keep: (item: MenuItemDef) => boolean): MenuGroup | null {
  const items = def.items
    .filter(keep)
    .map((i) => ({ label: i.label, path: i.path ?? menuPath(def.label, i.label) }));
  return items.length ? { label: def.label, items } : null;
}

/** The side menu for the active roles at the selected school (1-core §6; docs/decisions/navigation.md). */
export function buildMenu(ctx: MenuContext): MenuGroup[] {
  if (ctx.usertype === 'STUDENT') return [];
  const isTe = ctx.usertype === 'TE';
  const has = (id: number) => ctx.roleList.includes(id);
  let form: MenuForm | null = null;
  if (has(ROLE.ADMIN)) form = ctx.readOnlyList.includes(ROLE.ADMIN) ? 'reduced' : 'full';
  else if (has(ROLE.PRIMARY_TELO) || has(ROLE.SECONDARY_TELO)) form = 'reduced';

  const groups: MenuGroup[] = [];
  for (const def of MENU) {
    const adminAllowed = (item: { adminOnly?: boolean }) => !item.adminOnly || isTe;
    let group: MenuGroup | null = null;
    if (def.opens) {
      // Reports and Change Logs follow the menu of open-points 28, whatever the role form.
      group = def.opens(ctx) ? toGroup(def, (i) => adminAllowed(i) && (i.shownTo?.(ctx) ?? true)) : null;
    } else if (form) {
      if (def.adminOnly && !(isTe && (form === 'full' || def.teReducedVisible))) continue;
      group = toGroup(def, (i) => adminAllowed(i) && (form === 'full' || !i.fullOnly));
    } else if (def.label === 'School') {
      const opens = [ROLE.EXPORT, ROLE.IMPORT, ROLE.BILLING, ROLE.REPORTS].some(has);
      group = opens ? toGroup(def, (i) => Boolean(i.basicSchool)) : null;
    } else if (def.role !== undefined && has(def.role)) {
      group = toGroup(def, (i) => adminAllowed(i) && !i.fullOnly);
    }
    if (group) groups.push(group);
  }
  return groups;
}

/** Staff paths open to every signed-in staff user whatever their roles. */
const ALWAYS_OPEN = ['/', '/userprofile'];

/**
 * Route guard of 1-core §6: a staff path is open when it is, or lies under, an item of the user's menu.
 * Screens such as /school/users/adduser share the rule of their menu item.
 */
export function isStaffPathAllowed(path: string, ctx: MenuContext): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (ALWAYS_OPEN.includes(clean)) return true;
  return buildMenu(ctx).some((g) => g.items.some((i) => clean === i.path || clean.startsWith(`${i.path}/`)));
}

/** Every menu path of the product, for the router to know which screens exist. */
export function allMenuPaths(): string[] {
  return MENU.flatMap((g) => g.items.map((i) => i.path ?? menuPath(g.label, i.label)));
}
