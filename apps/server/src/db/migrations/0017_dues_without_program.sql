-- Membership dues belong to the school, not to an exchange program (issue 32; domain
-- `invoiceCarriesProgram`): the dues generator and the demo seed named the school's first program on
-- every dues invoice, which the invoice list, View Invoice, the PDF and the reports then showed. The
-- column was nullable already; the dues stored with a program lose it (logged as a change by no user),
-- and a check keeps any write from naming one again. Fee type 1 is Membership Dues (3-billing §9).
UPDATE invoices SET participation_type_id = NULL
  WHERE fee_type_id = 1 AND participation_type_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_dues_program_chk
  CHECK (fee_type_id <> 1 OR participation_type_id IS NULL);
