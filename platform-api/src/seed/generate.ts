import { addDays, addMonths, endOfMonth, monthLabel } from '../lib/dates.js';
import { formatMoney } from '../contract.js';
import { roundMoney } from '../lib/money.js';
import { TEST_CARDS } from '../local/local-payment-gateway.js';
import {
  CLIENT_NAMES,
  FIRST_NAMES,
  LAST_NAMES,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  PLACES,
  PROSPECT_NAMES,
  SEED_CURRENCIES,
  STREETS,
  type SeedCurrencyCode,
} from './catalog.js';
import { Prng } from './prng.js';

/** Size and reference day of a seed. */
export interface SeedOptions {
  /** The day the data is relative to (`YYYY-MM-DD`); default today. Same day, same data. */
  today: string;
  /** Number of clients (tenants); default 36. */
  clients: number;
  /** Number of invoices, spread over the invoicing clients month by month; default 400. */
  invoices: number;
  /** PRNG seed; default 20240601. */
  seed: number;
}

/** Default sizes of {@link SeedOptions}. */
export const DEFAULT_SEED_SIZE = { clients: 36, invoices: 400, seed: 20240601 } as const;

/**
 * Invoices beyond this many keep order details only for their latest three months; older ones
 * carry the order count and USD total on the invoice alone (large benchmark sets stay fast).
 */
export const DETAILED_ORDERS_INVOICE_LIMIT = 5000;

type Row = Record<string, string | number | boolean | null>;

/** Rows of every seeded table, in insertion order, keyed by table name (snake_case columns). */
export interface SeedData {
  currencies: Row[];
  tenants: Row[];
  clients: Row[];
  client_contacts: Row[];
  payment_methods: Row[];
  contract_terms: Row[];
  invoices: Row[];
  invoice_line_items: Row[];
  payments: Row[];
  billing_orders: Row[];
  reports: Row[];
  internal_users: Row[];
  client_forms: Row[];
}

type ClientStatus = 'ACTIVE' | 'TRIAL_PERIOD' | 'DEACTIVATED' | 'ONBOARDING' | 'PENDING_DEACTIVATION';

interface ClientPlan {
  tenantId: string;
  name: string;
  domain: string;
  status: ClientStatus;
  currency: (typeof SEED_CURRENCIES)[number];
  effectiveDate: string;
  endDate: string | null;
  freeTrialEnd: string | null;
  monthlyFee: number;
  gmvFeePercent: number;
  offlineServiceRate: number;
  paymentTermsDays: number;
  taxRatePercent: number;
  card: (typeof TEST_CARDS)[number] | null;
  cardId: string | null;
  cardExpiry: { month: number; year: number } | null;
}

const STATUS_CYCLE: ClientStatus[] = ['ACTIVE', 'ACTIVE', 'TRIAL_PERIOD', 'ACTIVE', 'PENDING_DEACTIVATION', 'ACTIVE', 'DEACTIVATED', 'ACTIVE', 'ONBOARDING', 'ACTIVE', 'ACTIVE', 'ACTIVE'];
const GOOD_CARDS = TEST_CARDS.filter((card) => card.outcome === 'SUCCEEDED');
const BAD_CARDS = TEST_CARDS.filter((card) => card.outcome === 'FAILURE');

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function domainOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
}

function clientName(index: number, total: number): [string, string] {
  if (total <= CLIENT_NAMES.length) {
    const entry = CLIENT_NAMES[index];
    if (entry) return [entry[0], entry[1]];
  }
  const prefix = NAME_PREFIXES[index % NAME_PREFIXES.length] ?? 'Apex';
  const suffix = NAME_SUFFIXES[Math.floor(index / NAME_PREFIXES.length) % NAME_SUFFIXES.length] ?? 'Mobile';
  const round = Math.floor(index / (NAME_PREFIXES.length * NAME_SUFFIXES.length));
  return [`${prefix} ${suffix}${round > 0 ? ` ${round + 1}` : ''}`, 'LLC'];
}

/**
 * Generates the whole seed in memory, deterministically from `options` (same options, same rows).
 * Dates are relative to `options.today`, so OVERDUE invoices are due today or earlier and
 * AWAITING_PAYMENT ones are due later (docs/billing.md#overdue-invoices), whatever day the seed
 * runs.
 */
export function generateSeedData(options: SeedOptions): SeedData {
  const rng = new Prng(options.seed);
  const { today } = options;
  const lastClosedMonth = addMonths(today, -1);
  const data: SeedData = {
    currencies: SEED_CURRENCIES.map((currency) => ({ currency_code: currency.code, symbol: currency.symbol, usd_rate: currency.usdRate })),
    tenants: [],
    clients: [],
    client_contacts: [],
    payment_methods: [],
    contract_terms: [],
    invoices: [],
    invoice_line_items: [],
    payments: [],
    billing_orders: [],
    reports: [
      { report_id: 'gmv', name: 'GMV Report', position: 1 },
      { report_id: 'invoice-aging', name: 'Invoice Aging', position: 2 },
    ],
    internal_users: [],
    client_forms: [],
  };

  const idWidth = options.clients < 100 ? 2 : 4;
  const historyMonths = Math.max(14, Math.ceil(options.invoices / Math.max(1, Math.round(options.clients * 0.6))) + 2);
  const plans: ClientPlan[] = [];

  for (let index = 0; index < options.clients; index += 1) {
    const tenantId = `T${pad(index + 1, idWidth)}`;
    const [name, legalSuffix] = clientName(index, options.clients);
    const status: ClientStatus = index === 0 ? 'ACTIVE' : (STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 'ACTIVE');
    const currencyCode: SeedCurrencyCode =
      index === 0 ? 'USD' : rng.weighted<SeedCurrencyCode>([['USD', 55], ['EUR', 12], ['GBP', 10], ['CAD', 10], ['AUD', 8], ['MXN', 5]]);
    const currency = SEED_CURRENCIES.find((candidate) => candidate.code === currencyCode) ?? SEED_CURRENCIES[0];
    const place = PLACES[currencyCode];
    const [city, state, zip] = rng.pick(place.regions);

    let signed: string;
    let freeTrialDays = rng.pick([0, 0, 30]);
    let endDate: string | null = null;
    switch (status) {
      case 'TRIAL_PERIOD':
        signed = addDays(today, -rng.int(20, 45));
        freeTrialDays = rng.pick([60, 90]);
        break;
      case 'ONBOARDING':
        signed = addDays(today, -rng.int(3, 20));
        break;
      case 'DEACTIVATED':
        signed = addDays(addMonths(today, -historyMonths - rng.int(2, 10)), rng.int(0, 20));
        endDate = addDays(addMonths(today, -rng.int(2, 6)), -1);
        break;
      case 'PENDING_DEACTIVATION':
        signed = addDays(addMonths(today, -historyMonths - rng.int(1, 12)), rng.int(0, 20));
        endDate = addDays(today, rng.int(15, 45));
        break;
      default:
        signed = addDays(addMonths(today, -historyMonths - rng.int(0, 24)), rng.int(0, 25));
    }
    const effectiveDate = status === 'ONBOARDING' ? addDays(today, rng.int(10, 30)) : addDays(signed, rng.int(0, 10));
    const freeTrialEnd = freeTrialDays > 0 ? addDays(effectiveDate, freeTrialDays) : null;

    const hasCard = index === 0 || (status !== 'ONBOARDING' && rng.chance(0.72));
    const card = hasCard ? (rng.chance(0.25) && index !== 0 ? rng.pick(BAD_CARDS) : rng.pick(GOOD_CARDS)) : null;
    const cardId = card ? `pm_${tenantId}_card` : null;
    const cardExpiry = card ? { month: rng.int(1, 12), year: Number(today.slice(0, 4)) + rng.int(1, 4) } : null;
    const plan: ClientPlan = {
      tenantId,
      name,
      domain: domainOf(name),
      status,
      currency,
      effectiveDate,
      endDate,
      freeTrialEnd,
      monthlyFee: rng.pick([199, 299, 499, 799, 999]),
      gmvFeePercent: rng.pick([1.5, 2, 2.5, 3, 3.5]),
      offlineServiceRate: rng.pick([0.75, 1, 1.5, 2.5]),
      paymentTermsDays: rng.pick([15, 30, 30, 45]),
      taxRatePercent: currencyCode === 'USD' ? rng.pick([0, 6.25, 7, 8.25]) : rng.pick([5, 10, 19, 20]),
      card,
      cardId,
      cardExpiry,
    };
    plans.push(plan);

    const referrer = index > 3 && rng.chance(0.3) ? plans[rng.int(0, Math.min(index - 1, 9))] : undefined;
    const street = `${rng.int(10, 9800)} ${rng.pick(STREETS)}`;
    const separateShipping = rng.chance(0.3);
    data.tenants.push({ tenant_id: tenantId, tenant_name: name });
    data.clients.push({
      tenant_id: tenantId,
      client_name: name,
      official_legal_name: `${name} ${legalSuffix}`,
      dba: rng.chance(0.4) ? name : null,
      status,
      currency_code: currencyCode,
      referrer_tenant_id: referrer && referrer.tenantId !== tenantId ? referrer.tenantId : null,
      billing_address1: street,
      billing_address2: rng.chance(0.35) ? `Suite ${rng.int(100, 900)}` : null,
      billing_city: city,
      billing_state: state,
      billing_country: place.country,
      billing_zipcode: zip,
      shipping_address1: separateShipping ? `${rng.int(10, 9800)} ${rng.pick(STREETS)}` : null,
      shipping_address2: null,
      shipping_city: separateShipping ? city : null,
      shipping_state: separateShipping ? state : null,
      shipping_country: separateShipping ? place.country : null,
      shipping_zipcode: separateShipping ? zip : null,
    });

    const people = [0, 1, 2].map(() => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`);
    (['PRIMARY', 'BILLING', 'SIGNER'] as const).forEach((role, position) => {
      const person = people[position] ?? 'Alex Adams';
      data.client_contacts.push({
        tenant_id: tenantId,
        role,
        name: person,
        title: role === 'PRIMARY' ? 'Operations Manager' : role === 'BILLING' ? 'Accounts Payable' : rng.pick(['CEO', 'Managing Director', 'COO']),
        email: `${person.toLowerCase().replace(' ', '.')}@${plan.domain}`,
        phone: `+1 ${rng.int(200, 989)}-${rng.int(200, 999)}-${pad(rng.int(0, 9999), 4)}`,
      });
    });

    const hasAch = !card ? rng.chance(0.5) : rng.chance(0.2);
    if (card && cardId && cardExpiry) {
      data.payment_methods.push({
        payment_method_id: cardId,
        tenant_id: tenantId,
        type: 'CARD',
        card_type: card.cardType,
        card_last4: card.cardLast4Digits,
        card_expiry_month: cardExpiry.month,
        card_expiry_year: cardExpiry.year,
        bank_name: null,
        account_last4: null,
        is_default: true,
      });
    }
    if (hasAch) {
      data.payment_methods.push({
        payment_method_id: `pm_${tenantId}_ach`,
        tenant_id: tenantId,
        type: 'ACH',
        card_type: null,
        card_last4: null,
        card_expiry_month: null,
        card_expiry_year: null,
        bank_name: rng.pick(['Chase', 'Wells Fargo', 'Bank of America', 'HSBC', 'Barclays']),
        account_last4: pad(rng.int(0, 9999), 4),
        is_default: !card,
      });
    }

    data.contract_terms.push({
      tenant_id: tenantId,
      tenant_signed_date: signed,
      effective_date: effectiveDate,
      end_date: endDate,
      free_trial_days: freeTrialDays,
      free_trial_end: freeTrialEnd,
      gmv_fee_percent: plan.gmvFeePercent,
      monthly_fee: plan.monthlyFee,
      offline_service_rate: plan.offlineServiceRate,
      payment_terms_days: plan.paymentTermsDays,
      tax_rate_percent: plan.taxRatePercent,
    });
  }

  generateInvoices(data, plans, options, rng, lastClosedMonth, historyMonths);
  generateInternalUsers(data, plans, rng);
  generateClientForms(data, options, rng);
  return data;
}

function generateInvoices(data: SeedData, plans: ClientPlan[], options: SeedOptions, rng: Prng, lastClosedMonth: string, historyMonths: number): void {
  const { today } = options;
  const detailedMonths = options.invoices > DETAILED_ORDERS_INVOICE_LIMIT ? 3 : Number.POSITIVE_INFINITY;
  let orderSequence = 100000;
  let remaining = options.invoices;
  for (let monthsBack = 0; monthsBack < historyMonths && remaining > 0; monthsBack += 1) {
    const periodStart = addMonths(lastClosedMonth, -monthsBack);
    const periodEnd = endOfMonth(periodStart);
    for (const plan of plans) {
      if (remaining <= 0) break;
      if (plan.effectiveDate > periodEnd) continue;
      if (plan.endDate && plan.endDate < periodStart) continue;
      remaining -= 1;

      const invoiceNumber = `INV-${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}-${plan.tenantId}`;
      const invoiceDate = addMonths(periodStart, 1);
      const dueDate = addDays(invoiceDate, plan.paymentTermsDays);
      const inTrial = plan.freeTrialEnd !== null && plan.freeTrialEnd >= periodEnd;
      const rate = plan.currency.usdRate;

      // Orders shipped in the period: storefront, offline and connect (one group per supplier).
      let orderCount = 0;
      let ordersUsd = 0;
      let offlineCount = 0;
      const detailed = monthsBack < detailedMonths;
      const addOrder = (channel: 'STOREFRONT' | 'OFFLINE' | 'CONNECT', supplier: ClientPlan | null) => {
        const currency = supplier ? supplier.currency : plan.currency;
        const exchangeRate = Math.round(currency.usdRate * (1 + (rng.next() - 0.5) * 0.03) * 1e6) / 1e6;
        const amount = roundMoney(rng.money(60, 1400) * exchangeRate);
        const amountUsd = roundMoney(amount / exchangeRate);
        orderCount += 1;
        ordersUsd = roundMoney(ordersUsd + amountUsd);
        if (channel === 'OFFLINE') offlineCount += 1;
        if (!detailed) return;
        orderSequence += 1;
        const day = addDays(periodStart, rng.int(0, Number(periodEnd.slice(8, 10)) - 1));
        data.billing_orders.push({
          phonex_order_number: `PX${orderSequence}`,
          ref_order_number: `${plan.tenantId}-${rng.int(10000, 99999)}`,
          tenant_id: plan.tenantId,
          channel,
          supplier_tenant_id: supplier ? supplier.tenantId : null,
          supplier_tenant_name: supplier ? supplier.name : null,
          shipped_at: `${day}T${pad(rng.int(8, 20), 2)}:${pad(rng.int(0, 59), 2)}:00Z`,
          currency_code: currency.code,
          shipped_amount: amount,
          exchange_rate: exchangeRate,
          shipped_amount_usd: amountUsd,
        });
      };
      for (let n = rng.int(2, 8); n > 0; n -= 1) addOrder('STOREFRONT', null);
      for (let n = rng.int(0, 4); n > 0; n -= 1) addOrder('OFFLINE', null);
      const supplierCount = rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const);
      const suppliers = new Set<ClientPlan>();
      for (let s = 0; s < supplierCount; s += 1) {
        const supplier = rng.pick(plans);
        if (supplier !== plan) suppliers.add(supplier);
      }
      for (const supplier of suppliers) for (let n = rng.int(1, 3); n > 0; n -= 1) addOrder('CONNECT', supplier);

      // Line items in the client's currency, amounts in their text written as the console writes
      // money (docs/formats.md); nothing is charged during the free trial.
      const gmvInCurrency = roundMoney(ordersUsd * rate);
      const lines: Array<[string, number, number]> = [
        [`Platform subscription (${monthLabel(periodStart)})`, 1, inTrial ? 0 : plan.monthlyFee],
        [`Marketplace fee ${plan.gmvFeePercent}% of shipped GMV ${formatMoney(gmvInCurrency, plan.currency.code)}`, 1, inTrial ? 0 : roundMoney((gmvInCurrency * plan.gmvFeePercent) / 100)],
      ];
      if (offlineCount > 0) lines.push(['Offline order service', offlineCount, inTrial ? 0 : plan.offlineServiceRate]);
      let subTotal = 0;
      lines.forEach(([description, quantity, unitPrice], position) => {
        const total = roundMoney(quantity * unitPrice);
        subTotal = roundMoney(subTotal + total);
        data.invoice_line_items.push({ invoice_number: invoiceNumber, position: position + 1, description, quantity, unit_price: unitPrice, total });
      });
      const tax = roundMoney((subTotal * plan.taxRatePercent) / 100);
      const total = roundMoney(subTotal + tax);

      // Status as the billing run and the card gateway would have left it by `today`.
      let status: string;
      let cardStatus: 'SUCCEEDED' | 'FAILURE' | 'REQUESTED' | null = null;
      // An invoice is overdue once its due date has passed or is today
      // (docs/billing.md#overdue-invoices).
      const pastDue = dueDate < today;
      const recent = monthsBack <= 1;
      if (total === 0) {
        status = 'PAID';
      } else if (dueDate === today) {
        // Fell due today: the billing run's charge may still be with the gateway.
        status = rng.chance(0.12) ? 'PAID' : 'OVERDUE';
        if (plan.card && rng.chance(0.5) && status === 'OVERDUE') cardStatus = 'REQUESTED';
      } else if (!pastDue) {
        status = rng.chance(0.12) ? 'PAID' : 'AWAITING_PAYMENT';
      } else if (plan.status === 'DEACTIVATED' && plan.endDate && periodStart >= addMonths(plan.endDate, -3)) {
        // The last months before a client left were never paid.
        status = rng.chance(0.7) ? 'WRITTEN_OFF' : 'OVERDUE';
      } else if (plan.card) {
        const declines = plan.card.outcome === 'FAILURE';
        if ((declines && monthsBack <= 3) || (recent && rng.chance(0.25))) {
          status = 'OVERDUE';
          cardStatus = 'FAILURE';
        } else {
          status = 'PAID';
          cardStatus = declines ? 'FAILURE' : 'SUCCEEDED';
        }
      } else {
        status = monthsBack <= 2 && rng.chance(0.45) ? 'OVERDUE' : 'PAID';
      }
      if (pastDue && total > 0 && status === 'PAID' && rng.chance(0.03)) status = 'VOIDED';

      let lastPaymentId: string | null = null;
      if (cardStatus && plan.card && plan.cardId && plan.cardExpiry) {
        lastPaymentId = `pay_${invoiceNumber}_1`;
        const attemptDay = cardStatus === 'REQUESTED' ? today : dueDate;
        const message =
          cardStatus === 'SUCCEEDED' ? 'Approved' : cardStatus === 'REQUESTED' ? 'Charge requested' : plan.card.outcome === 'FAILURE' ? plan.card.message : 'Your card was declined.';
        data.payments.push({
          payment_id: lastPaymentId,
          invoice_number: invoiceNumber,
          tenant_id: plan.tenantId,
          payment_method_id: plan.cardId,
          amount: total,
          currency_code: plan.currency.code,
          status: cardStatus,
          gateway_reference: `ltg_seed_${invoiceNumber.toLowerCase()}`,
          details: message,
          card_type: plan.card.cardType,
          card_last4: plan.card.cardLast4Digits,
          card_expiry_month: plan.cardExpiry.month,
          card_expiry_year: plan.cardExpiry.year,
          requested_by: 'billing-run',
          created_at: `${attemptDay}T06:00:00Z`,
          completed_at: cardStatus === 'REQUESTED' ? null : `${attemptDay}T06:00:02Z`,
        });
      }

      data.invoices.push({
        invoice_number: invoiceNumber,
        tenant_id: plan.tenantId,
        invoice_date: invoiceDate,
        due_date: dueDate,
        billing_period_start_date: periodStart,
        billing_period_end_date: periodEnd,
        billing_period_orders: orderCount,
        billing_period_orders_usd: ordersUsd,
        sub_total: subTotal,
        tax,
        tax_details: plan.taxRatePercent > 0 ? `Sales tax ${plan.taxRatePercent}%` : null,
        invoiced_amount: total,
        amount_owed: status === 'AWAITING_PAYMENT' || status === 'OVERDUE' ? total : 0,
        invoice_status: status,
        card_payment_status: cardStatus,
        last_payment_id: lastPaymentId,
      });
    }
  }
}

const USER_TYPES_OF_TENANT = ['OWNER', 'SYSTEM_LOGIN_ADMIN', 'ADMIN', 'ADMIN', 'BUYER_USER', 'SALES_REP'] as const;

function generateInternalUsers(data: SeedData, plans: ClientPlan[], rng: Prng): void {
  const tenants = plans.slice(0, Math.min(plans.length, 12));
  for (const plan of tenants) {
    const seen = new Set<string>();
    const add = (email: string, type: string, active: boolean) => {
      if (seen.has(email)) return;
      seen.add(email);
      data.internal_users.push({ tenant_id: plan.tenantId, email, user_type: type, active });
    };
    for (const type of USER_TYPES_OF_TENANT) {
      const email =
        type === 'OWNER'
          ? `owner@${plan.domain}`
          : type === 'SYSTEM_LOGIN_ADMIN'
            ? `system.login@${plan.domain}`
            : `${rng.pick(FIRST_NAMES).toLowerCase()}.${rng.pick(LAST_NAMES).toLowerCase()}@${plan.domain}`;
      add(email, type, type === 'OWNER' || type === 'SYSTEM_LOGIN_ADMIN' || rng.chance(0.85));
    }
    if (rng.chance(0.5)) add(`reseller.buyer@${plan.domain}`, 'RESELLER_BUYER_USER', true);
  }
  // Staff of the provider who work in several tenants: one email, many rows.
  const shared: Array<[string, string, number[]]> = [
    ['alex.morgan@px-partners.example', 'ADMIN', [0, 2, 6]],
    ['sam.lee@px-partners.example', 'SALES_REP', [1, 4]],
    ['support@px-partners.example', 'ADMIN', [0, 1, 3, 5, 7]],
  ];
  for (const [email, type, indexes] of shared) {
    for (const index of indexes) {
      const plan = tenants[index];
      if (plan) data.internal_users.push({ tenant_id: plan.tenantId, email, user_type: type, active: true });
    }
  }
}

function generateClientForms(data: SeedData, options: SeedOptions, rng: Prng): void {
  const statuses = ['SUBMITTED', 'COMPLETED', 'REJECTED', 'SUBMITTED', 'COMPLETED', 'SUBMITTED'] as const;
  PROSPECT_NAMES.forEach((name, index) => {
    const status = statuses[index % statuses.length] ?? 'SUBMITTED';
    const currency = rng.pick(SEED_CURRENCIES);
    const place = PLACES[currency.code];
    const [city, state, zip] = rng.pick(place.regions);
    const domain = domainOf(name);
    const created = addDays(options.today, -rng.int(5, 150));
    const updated = status === 'SUBMITTED' && rng.chance(0.5) ? created : addDays(created, rng.int(1, 4));
    const signer = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const payable = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const shortName = name.replace(/[^A-Za-z]/g, '').slice(0, 6).toUpperCase();
    data.client_forms.push({
      submission_id: `SUB-${pad(1001 + index, 5)}`,
      status,
      tenant_id: status === 'COMPLETED' ? `P${pad(index + 1, 3)}` : null,
      contact_email: `hello@${domain}`,
      official_legal_name: `${name} LLC`,
      dba: rng.chance(0.5) ? name : '',
      jurisdiction_of_organization: place.country,
      signer_name: signer,
      signer_title: rng.pick(['CEO', 'Founder', 'Managing Director']),
      signer_email: `${signer.toLowerCase().replace(' ', '.')}@${domain}`,
      signer_phone: `+1 ${rng.int(200, 989)} ${rng.int(200, 999)} ${pad(rng.int(0, 9999), 4)}`,
      payable_contact_name: payable,
      payable_email: `ap@${domain}`,
      payable_phone: rng.chance(0.6) ? `+1 ${rng.int(200, 989)} ${rng.int(200, 999)} ${pad(rng.int(0, 9999), 4)}` : '',
      billing_address1: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`,
      billing_address2: rng.chance(0.3) ? `Unit ${rng.int(1, 40)}` : '',
      billing_city: city,
      billing_state: state ?? '',
      billing_country: place.country,
      billing_zipcode: zip,
      business_name: name,
      business_short_name: shortName,
      currency: currency.code,
      admin_site_url: `https://admin.${domain}`,
      admin_user_email: `admin@${domain}`,
      buyer_site_url: `https://shop.${domain}`,
      buyer_from_email: `orders@${domain}`,
      buyer_site_language: rng.pick(['en-US', 'en-GB', 'es-MX', 'de-DE']),
      logo: `${shortName.toLowerCase()}-logo.png`,
      favicon: rng.chance(0.7) ? `${shortName.toLowerCase()}-favicon.png` : '',
      existing_business_website: rng.chance(0.6) ? `https://www.${domain}` : '',
      create_date: `${created}T${pad(rng.int(12, 22), 2)}:${pad(rng.int(0, 59), 2)}:00Z`,
      update_date: `${updated}T23:${pad(rng.int(0, 59), 2)}:00Z`,
    });
  });
}
