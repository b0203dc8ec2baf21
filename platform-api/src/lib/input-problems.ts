/**
 * A refused input in plain words (docs/errors.md#the-apis-400-answers): the message a person
 * reads and the input field at fault, for the schema validator's errors and the text rule of every
 * input. No message names the request part (`body/`, `querystring/`) or the schema's keywords.
 */
import { RESELLER_FIELD_LABELS, SYNC_SETTINGS_FIELDS, TEXT_RULE_KEYWORD } from '../contract.js';

/** A refused input: the message in plain words and, when one field is at fault, its name as sent. */
export interface InputProblem {
  message: string;
  field?: string;
}

/**
 * Labels of input fields whose name does not read as the screen writes it: the contract's own
 * labels first (Reseller Onboarding, Sync Settings), then the names the console's screens write
 * differently.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...RESELLER_FIELD_LABELS,
  ...Object.fromEntries(SYNC_SETTINGS_FIELDS.map(({ name, label }) => [name, label])),
  q: 'Search text',
};

/** Words that are written in capitals or otherwise in a label. */
const WORDS: Readonly<Record<string, string>> = { id: 'ID', ids: 'IDs', url: 'URL', json: 'JSON', email: 'e-mail', po: 'PO', dba: 'DBA', pxns: 'PXNS', pxnr: 'PXNR' };

/**
 * The label of an input field as a person reads it: the schema's `title`, the contract's label, or
 * the name in words (`tenant_system_email` → 'Tenant system e-mail', `tenantId` → 'Tenant ID').
 *
 * @example fieldLabel('pageSize') // 'Page size'
 */
export function fieldLabel(field: string, schema?: { title?: unknown }): string {
  if (typeof schema?.title === 'string' && schema.title.trim()) return schema.title;
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word);
  if (words.length === 0) return 'This value';
  const first = words[0]!;
  words[0] = first === first.toLowerCase() ? first.charAt(0).toUpperCase() + first.slice(1) : first;
  return words.join(' ');
}

/**
 * The field an error at `path` (`/a/0/b` or `body/a/0/b`) names: its last part that is not an
 * index, or `undefined` at the root of the input.
 *
 * @example fieldOfPath('/selectedTenants/0/locale') // 'locale'
 */
export function fieldOfPath(path: string): string | undefined {
  const parts = path.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  return parts[parts.length - 1];
}

/** An error of the schema validator (ajv, with `verbose`: the schema beside the failing keyword). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: Record<string, unknown>;
}

/** The request parts Fastify validates. */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers';

const PART_WORDS: Readonly<Record<InputPart, string>> = { body: 'The request body', querystring: 'The query string', params: 'The address', headers: 'The request headers' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whether a field holds an e-mail address (its format or its name says so). */
function isEmail(field: string | undefined, schema: Record<string, unknown> | undefined): boolean {
  return schema?.format === 'email' || /e-?mail/i.test(field ?? '');
}

/** What a type keyword asks for, in words. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  null: 'empty',
};

/**
 * A schema validator's error in plain words, with the field at fault: e.g. maxLength on `tenant_id`
 * → 'Tenant ID must be at most 60 characters', a pattern on an e-mail field → 'Enter a valid e-mail
 * address', an enum → 'Status must be one of: PAID, AWAITING_PAYMENT', a missing property →
 * '<Label> is required'. A rule without words of its own reads '<Label> is not valid'. An error of
 * the whole input (no field) names the request part ('The request body must be a list'), or for a
 * list of rows what to choose ('Choose at least one').
 */
export function schemaProblem(error: SchemaError, part: InputPart): InputProblem {
  const { keyword, params } = error;
  const schema = error.parentSchema;
  if (keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = params.missingProperty;
    const properties = (schema?.properties ?? {}) as Record<string, { title?: unknown }>;
    return { field, message: `${fieldLabel(field, properties[field])} is required` };
  }
  if (keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    const field = params.additionalProperty;
    return { field, message: `${field} is not a field of this request` };
  }
  const field = fieldOfPath(error.instancePath);
  const label = field === undefined ? PART_WORDS[part] : fieldLabel(field, schema);
  const message = ruleInWords(keyword, params, label, field, schema, error.message);
  return field === undefined ? { message } : { field, message };
}

function ruleInWords(
  keyword: string,
  params: Record<string, unknown>,
  label: string,
  field: string | undefined,
  schema: Record<string, unknown> | undefined,
  ajvMessage: string | undefined,
): string {
  const limit = typeof params.limit === 'number' ? params.limit : Number(params.limit);
  switch (keyword) {
    case 'maxLength':
      return `${label} must be at most ${plural(limit, 'character')}`;
    case 'minLength':
      return limit <= 1 ? `${label} is required` : `${label} must be at least ${plural(limit, 'character')}`;
    case 'pattern':
      return isEmail(field, schema) ? 'Enter a valid e-mail address' : `${label} is not in the expected format`;
    case 'format':
      if (params.format === 'email' || isEmail(field, schema)) return 'Enter a valid e-mail address';
      if (params.format === 'date') return `${label} must be a date (YYYY-MM-DD)`;
      if (params.format === 'date-time') return `${label} must be a date and time`;
      if (params.format === 'uri' || params.format === 'url') return `${label} must be a web address`;
      return `${label} is not in the expected format`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return allowed.length > 0 && allowed.length <= 10 ? `${label} must be one of: ${allowed.join(', ')}` : `${label} must be one of the listed choices`;
    }
    case 'const':
      return `${label} must be ${String(params.allowedValue)}`;
    case 'type': {
      const types = String(params.type).split(',');
      const words = types.map((type) => TYPE_WORDS[type] ?? type);
      return `${label} must be ${words.join(' or ')}`;
    }
    case 'minItems':
      return `${field === undefined ? 'Choose' : `${label}: choose`} at least ${limit === 1 ? 'one' : limit}`;
    case 'maxItems':
      return `${field === undefined ? 'Choose' : `${label}: choose`} at most ${limit}`;
    case 'minProperties':
      return limit <= 1 ? `${label} must not be empty` : `${label} must have at least ${plural(limit, 'field')}`;
    case 'maxProperties':
      return `${label} must have at most ${plural(limit, 'field')}`;
    case 'minimum':
      return `${label} must be at least ${limit}`;
    case 'maximum':
      return `${label} must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${limit}`;
    case 'uniqueItems':
      return `${label} must not list the same item twice`;
    case TEXT_RULE_KEYWORD:
      // The text rule's own words: 'must not be blank', 'must not contain the NUL character (\u0000)'.
      return ajvMessage ? `${label} ${ajvMessage}` : `${label} is not valid`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * The text rule's problem with the text at `path` (`body/a/0/b`, as the text rule's walk names a
 * place) in plain words: '<Label> <problem>' with the field at fault ('Reason must not contain the
 * NUL character (\u0000)'); at the root of a part, the part's words.
 */
export function textProblemAt(path: string, problem: string): InputProblem {
  const [part, ...rest] = path.split('/');
  const field = fieldOfPath(rest.join('/'));
  if (field === undefined) return { message: `${PART_WORDS[part as InputPart] ?? 'The request'} ${problem}` };
  return { field, message: `${fieldLabel(field)} ${problem}` };
}
