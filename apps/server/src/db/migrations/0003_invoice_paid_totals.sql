-- invoices.amount_paid_cents and last_payment_date follow invoice_payments on every path, so the
-- derived invoices.status (OPEN/PAID) is always right and indexable. Increments, not a re-summed
-- total, so two concurrent payments on one invoice serialise on the invoice row and both count.
CREATE OR REPLACE FUNCTION invoice_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE invoices SET amount_paid_cents = amount_paid_cents - OLD.amount_cents WHERE id = OLD.invoice_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE invoices
      SET amount_paid_cents = amount_paid_cents + NEW.amount_cents,
          last_payment_date = greatest(last_payment_date, NEW.payment_date)
      WHERE id = NEW.invoice_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE invoices i
      SET last_payment_date = (SELECT max(p.payment_date) FROM invoice_payments p WHERE p.invoice_id = i.id)
      WHERE i.id = OLD.invoice_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_payments_apply AFTER INSERT OR UPDATE OR DELETE ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION invoice_payments_apply();
