import { allMenuPaths, REPORT_LIST, STATS_REPORTS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { REPORT_AREA_SCREENS } from './report-area';
import { reportRoutes } from './routes';

const routed = REPORT_AREA_SCREENS.map((s) => s.path);

describe('the report screens', () => {
  it('route every Reports and Change Logs item of the menu, and nothing else', () => {
    const menu = allMenuPaths().filter((p) => p.startsWith('/reports/') || p.startsWith('/changelogs/'));
    expect([...routed].sort()).toEqual([...menu].sort());
  });

  it("route each definition's screen on its route, once", () => {
    for (const def of REPORT_LIST) expect(routed).toContain(def.route);
    expect(routed).toContain(STATS_REPORTS.exportStat.route);
    expect(routed).toContain(STATS_REPORTS.importStat.route);
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('load the screens lazily, one group at a time (their own chunks, not the shell)', () => {
    expect(reportRoutes.map((r) => r.path)).toEqual(['reports/*', 'changelogs/*']);
    for (const route of reportRoutes) {
      const element = route.element as unknown as { type: { $$typeof: symbol } };
      expect(element.type.$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });
});
