import { APPLICATION_MESSAGES, getExtensionCap, type ImportListRow } from '@exchange/domain';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  type ImportRowRef,
  type ImportSaveOptions,
  useAddSummerTerm,
  useExtendEligibility,
  useRemoveSummerTerm,
} from '../api/imports-api';

/** The confirmation on show: Extend Student Eligibility or Add Summer Term (§2 dialogs). */
type Asking = 'extend' | 'add' | null;

interface Props {
  row: ImportListRow;
  /** The screen's toast slot: each result replaces the screen's last toast. */
  form: string;
  /** After a change: the screen moves on (to its list, §2). */
  onDone(): void;
  /** The id of the line saying why Extend Eligibility is unusable, read with the button. */
  capNoteId: string;
  /**
   * The id of the line saying the form holds unsaved changes, or null: while it does the actions wait
   * (each one leaves the screen, which would drop the changes).
   */
  heldNoteId: string | null;
}

/** Why Extend Eligibility is shown but unusable: the cap of the import school's academic term (§4). */
export function extensionCapNote(row: Pick<ImportListRow, 'academicTerm'>): string {
  return APPLICATION_MESSAGES.extensionCapReached(getExtensionCap(row.academicTerm));
}

/**
 * Extend Eligibility, Add Summer Term and Remove Summer Term of Import Application (2-applications §2,
 * §4), as the server's actions show them. Extend and Add ask first; every call sends the row's version,
 * so a second press (or a second tab) on the same version is refused instead of applied twice, and the
 * buttons wait while one runs.
 */
export function ImportEligibilityActions({ row, form, onDone, capNoteId, heldNoteId }: Props) {
  const [asking, setAsking] = useState<Asking>(null);
  // A second press before the screen re-renders with the call pending is dropped here, not sent.
  const running = useRef(false);
  const settle = () => {
    running.current = false;
    setAsking(null);
  };
  const options: ImportSaveOptions<ImportRowRef> = {
    form,
    onSuccess: () => {
      settle();
      onDone();
    },
    onFailure: settle,
  };
  const extend = useExtendEligibility(options);
  const add = useAddSummerTerm(options);
  const remove = useRemoveSummerTerm(options);
  const busy = extend.isPending || add.isPending || remove.isPending || heldNoteId !== null;
  const ref: ImportRowRef = {
    applicationId: row.applicationId,
    importSchool: row.importSchool,
    version: row.version,
  };
  const once = (call: { submit(body: ImportRowRef): void }) => {
    if (running.current) return;
    running.current = true;
    call.submit(ref);
  };
  const { extendEligibility, addSummerTerm, removeSummerTerm } = row.actions;
  const capped = extendEligibility === 'disabled';

  return (
    <>
      {extendEligibility !== 'hidden' && (
        <Button
          variant="outlined"
          disabled={capped || busy}
          aria-describedby={capped ? capNoteId : (heldNoteId ?? undefined)}
          onClick={() => setAsking('extend')}
        >
          Extend Eligibility
        </Button>
      )}
      {addSummerTerm !== 'hidden' && (
        <Button
          variant="outlined"
          disabled={addSummerTerm === 'disabled' || busy}
          aria-describedby={heldNoteId ?? undefined}
          onClick={() => setAsking('add')}
        >
          Add Summer Term
        </Button>
      )}
      {removeSummerTerm !== 'hidden' && (
        <Button
          variant="outlined"
          disabled={removeSummerTerm === 'disabled' || busy}
          aria-describedby={heldNoteId ?? undefined}
          onClick={() => once(remove)}
        >
          {remove.isPending ? 'Removing...' : 'Remove Summer Term'}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'extend'}
        title="Extend Student Eligibility"
        confirmLabel="Extend Eligibility"
        pendingLabel="Extending..."
        pending={extend.isPending}
        onConfirm={() => once(extend)}
        onClose={() => setAsking(null)}
      >
        {APPLICATION_MESSAGES.extendEligibilityConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'add'}
        title="Add Summer Term"
        confirmLabel="Add Summer Term"
        pendingLabel="Adding..."
        pending={add.isPending}
        onConfirm={() => once(add)}
        onClose={() => setAsking(null)}
      >
        {APPLICATION_MESSAGES.addSummerTermConfirm}
      </ConfirmDialog>
    </>
  );
}
