import { type ActionState, APPLICATION_MESSAGES, APPLICATION_STATUS } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applicationFixture, studentFixture } from '../../../test/application-fixture';
import { ClosedExportApplication } from './closed-export-application-page';
import { CLOSED_LIST_PATH } from './export-application-values';

// The closed export detail offers Delete App as the server's actions say (open-points 9: a CLOSED
// application is deleted under the same rule as an open one). The pieces with their own tests and
// data hooks are stood in for: the delete action shows what it was given.
vi.mock('./export-application-delete-action', () => ({
  ExportApplicationDeleteAction: (p: { state: string; listPath: string; description: string }) => (
    <button type="button" data-state={p.state} data-list={p.listPath}>
      Delete App for {p.description}
    </button>
  ),
}));
vi.mock('./export-application-closed-status-form', () => ({ ExportApplicationClosedStatusForm: () => null }));
vi.mock('./export-application-schools-grid', () => ({ ExportApplicationSchoolsGrid: () => null }));

function renderClosed(remove: ActionState): string {
  const application = applicationFixture({
    applicationStatus: APPLICATION_STATUS.CLOSED,
    exportActions: { view: 'enabled', editStatus: 'hidden', editApplication: 'hidden', delete: remove },
  });
  return renderToStaticMarkup(
    <MemoryRouter>
      <ClosedExportApplication student={studentFixture()} application={application} countryName={undefined} />
    </MemoryRouter>,
  );
}

const deleteButton = (html: string) => html.match(/<button[^>]*data-state="([^"]*)" data-list="([^"]*)"/);

describe('Delete App on the closed export detail', () => {
  it('is offered when the server allows it, and leads back to the closed list', () => {
    const html = renderClosed('enabled');
    expect(deleteButton(html)?.slice(1)).toEqual(['enabled', CLOSED_LIST_PATH]);
    expect(html).not.toContain(APPLICATION_MESSAGES.deleteRefused);
  });

  it('is shown unusable with the reason once an import school has acted', () => {
    const html = renderClosed('disabled');
    expect(deleteButton(html)?.[1]).toBe('disabled');
    expect(html).toContain(APPLICATION_MESSAGES.deleteRefused);
  });

  it('is not shown to a user who may not delete', () => {
    expect(deleteButton(renderClosed('hidden'))).toBeNull();
  });
});
