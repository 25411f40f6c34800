import { describe, expect, it } from 'vitest';
import { activeRolesAt } from '../roles/access.js';
import { ROLE } from '../roles/roles.js';
import { buildMenu, isStaffPathAllowed, menuPath } from './menu.js';

const labels = (groups: ReturnType<typeof buildMenu>) =>
  Object.fromEntries(groups.map((g) => [g.label, g.items.map((i) => i.label)]));

describe('menu by roles (1-core §6)', () => {
  it('builds links as /{group}/{submenu} lowercased without spaces', () => {
    expect(menuPath('School', 'Annual Aid Year School Information')).toBe(
      '/school/annualaidyearschoolinformation',
    );
    expect(menuPath('Change Logs', 'Enrollment Review')).toBe('/changelogs/enrollmentreview');
  });

  it('gives a TE admin every group and the admin-only items', () => {
    const menu = labels(buildMenu({ usertype: 'TE', roleList: [1, 2, 3, 4, 5], readOnlyList: [] }));
    expect(Object.keys(menu)).toEqual([
      'School',
      'Exports',
      'Imports',
      'Billing',
      'Reports',
      'Change Logs',
      'Training',
      'Settings',
    ]);
    expect(menu.School).toContain('New School');
    expect(menu.Reports).toContain('TELO Training');
    expect(menu['Change Logs']).toContain('Admin');
  });

  it('gives a primary TELO the reduced menu without admin items', () => {
    const menu = labels(buildMenu({ usertype: 'TELO', roleList: [ROLE.PRIMARY_TELO], readOnlyList: [] }));
    expect(Object.keys(menu)).toEqual(['School', 'Exports', 'Imports', 'Billing', 'Reports', 'Change Logs']);
    expect(menu.School).toEqual(['School Profile', 'Annual Aid Year School Information', 'Users']);
    expect(menu.Reports).not.toContain('Payments');
    expect(menu['Change Logs']).not.toContain('Admin');
  });

  it('gives a billing-only user the basic School items and Billing', () => {
    const menu = labels(buildMenu({ usertype: 'TELO', roleList: [ROLE.BILLING], readOnlyList: [] }));
    expect(menu).toEqual({
      School: ['School Profile', 'Annual Aid Year School Information'],
      Billing: ['Invoices'],
    });
  });

  it('gives a TE reports role the admin reports list', () => {
    const menu = labels(buildMenu({ usertype: 'TE', roleList: [ROLE.REPORTS], readOnlyList: [] }));
    expect(menu.Reports).toContain('All Applications');
  });

  it('reduces a read-only TE admin: no New School or training upload, settings still viewable', () => {
    const menu = labels(buildMenu({ usertype: 'TE', roleList: [1, 2, 3, 4, 5], readOnlyList: [1, 2, 3, 4] }));
    expect(menu.School).not.toContain('New School');
    expect(menu.Training).toBeUndefined();
    expect(menu.Settings).toEqual(['Users', 'Aid Year', 'Fees']);
  });

  it('gives students no staff menu', () => {
    expect(buildMenu({ usertype: 'STUDENT', roleList: [], readOnlyList: [] })).toEqual([]);
  });

  it('changes with the selected school for a multi-school user', () => {
    const user = {
      usertype: 'TELO' as const,
      userRole: [
        { roleSchoolId: 10, userRoleId: ROLE.ADMIN, readOnly: 0 },
        { roleSchoolId: 20, userRoleId: ROLE.EXPORT, readOnly: 1 },
        { roleSchoolId: 20, userRoleId: ROLE.IMPORT, readOnly: 0 },
      ],
    };
    const atBeta = labels(buildMenu({ usertype: 'TELO', ...activeRolesAt(user, 10) }));
    const atGamma = labels(buildMenu({ usertype: 'TELO', ...activeRolesAt(user, 20) }));
    expect(atBeta.School).toContain('Users');
    expect(Object.keys(atGamma)).toEqual(['School', 'Exports', 'Imports']);
    expect(activeRolesAt(user, 20)).toEqual({ roleList: [2, 3], readOnlyList: [2] });
  });
});

describe('route guard', () => {
  const billing = { usertype: 'TELO' as const, roleList: [ROLE.BILLING], readOnlyList: [] };
  it('opens menu paths and their sub-screens only', () => {
    expect(isStaffPathAllowed('/billing/invoices/viewinvoice', billing)).toBe(true);
    expect(isStaffPathAllowed('/school/users', billing)).toBe(false);
    expect(isStaffPathAllowed('/settings/users', billing)).toBe(false);
    expect(isStaffPathAllowed('/', billing)).toBe(true);
  });
  it('keeps settings for TE users', () => {
    expect(
      isStaffPathAllowed('/settings/aidyear', { usertype: 'TELO', roleList: [1], readOnlyList: [] }),
    ).toBe(false);
    expect(isStaffPathAllowed('/settings/aidyear', { usertype: 'TE', roleList: [1], readOnlyList: [] })).toBe(
      true,
    );
  });
});

describe('Reports and Change Logs follow the menu of open-points 28', () => {
  const reportsOf = (ctx: Parameters<typeof buildMenu>[0]) => {
    const menu = labels(buildMenu(ctx));
    return { reports: menu.Reports, logs: menu['Change Logs'] };
  };

  it('gives a school reports role (5) both groups without the TE-only items or the sign-off', () => {
    const { reports, logs } = reportsOf({ usertype: 'TELO', roleList: [ROLE.REPORTS], readOnlyList: [] });
    expect(reports).toEqual([
      'Export',
      'Import',
      'Enrollment',
      'Tuition',
      'Leave of Absence',
      'Export Stat',
      'Import Stat',
    ]);
    expect(logs).toEqual(['TELO', 'School', 'Application', 'Export', 'Import', 'Enrollment Review']);
  });

  it('gives a TE user holding only Export, Import or Billing both groups with the TE-only items', () => {
    for (const role of [ROLE.EXPORT, ROLE.IMPORT, ROLE.BILLING]) {
      const { reports, logs } = reportsOf({ usertype: 'TE', roleList: [role], readOnlyList: [] });
      expect(reports).toContain('All Contacts');
      expect(reports).toContain('Enrollment Review Sign-off');
      expect(logs).toContain('Admin');
    }
  });

  it('gives school roles 1, 6 and 7 the sign-off at its own route, and no group to roles 2-4', () => {
    for (const role of [ROLE.ADMIN, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO]) {
      const groups = buildMenu({ usertype: 'TELO', roleList: [role], readOnlyList: [] });
      const reports = groups.find((g) => g.label === 'Reports');
      expect(reports?.items.find((i) => i.label === 'Enrollment Review Sign-off')?.path).toBe(
        '/enrollmentreview/signoff',
      );
      expect(reports?.items.map((i) => i.label)).not.toContain('Payments');
    }
    for (const role of [ROLE.EXPORT, ROLE.IMPORT, ROLE.BILLING]) {
      const { reports, logs } = reportsOf({ usertype: 'TELO', roleList: [role], readOnlyList: [] });
      expect(reports).toBeUndefined();
      expect(logs).toBeUndefined();
    }
  });

  it('guards the report routes the same way', () => {
    const telo = { usertype: 'TELO' as const, roleList: [ROLE.PRIMARY_TELO], readOnlyList: [] };
    const reportsOnly = { usertype: 'TELO' as const, roleList: [ROLE.REPORTS], readOnlyList: [] };
    expect(isStaffPathAllowed('/enrollmentreview/signoff', telo)).toBe(true);
    expect(isStaffPathAllowed('/enrollmentreview/signoff', reportsOnly)).toBe(false);
    expect(isStaffPathAllowed('/reports/payments', telo)).toBe(false);
    expect(isStaffPathAllowed('/changelogs/admin', telo)).toBe(false);
    expect(isStaffPathAllowed('/changelogs/export', reportsOnly)).toBe(true);
    expect(
      isStaffPathAllowed('/reports/allcontacts', {
        usertype: 'TE',
        roleList: [ROLE.BILLING],
        readOnlyList: [],
      }),
    ).toBe(true);
  });
});
