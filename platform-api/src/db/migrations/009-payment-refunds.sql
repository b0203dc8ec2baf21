-- A card payment that went through at the gateway but could not be applied to its invoice (the
-- invoice changed while the card was charged, or the attempt had already been settled as not
-- charged) must be given back: refund_required marks it and refund_reason says why
-- (payment-service.ts, recordChargeResult).

alter table payments add column refund_required boolean not null default false;
alter table payments add column refund_reason text;
create index payments_refund_required_idx on payments (created_at) where refund_required;
