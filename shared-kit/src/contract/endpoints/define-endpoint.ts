/**
 * The shape of one declaration of the endpoint table (docs/data-layer.md#what-a-declaration-says-about-a-call): every
 * call platform-api serves is declared once, with its method, path, who may call it and TypeBox
 * schemas of its inputs and answers. platform-api registers its routes from the declarations (role
 * guard, validation, serialisation), the API's OpenAPI document and route-registry test iterate
 * them, and the console's types are derived from them with `Static<>`.
 */
import { Type, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { Role } from '../roles/roles';

/** HTTP methods of the table. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint (docs/api.md#roles-and-tokens): one console role; `ANY` signed-in user with a
 * console role (e.g. user-info, which every console user calls at app start); or `PUBLIC`, no
 * token at all (the console's unauthenticated calls).
 */
export type EndpointAccess = Role | 'ANY' | 'PUBLIC';

/** One endpoint as written in the table (the key is added by {@link declareEndpoints}). */
export interface EndpointDeclaration {
  method: EndpointMethod;
  /**
   * Path from the API base URL, with `:name` path parameters, e.g.
   * `/billing/clients/:tenantId/contact`; every `:name` is a property of {@link params}.
   */
  path: string;
  access: EndpointAccess;
  /** One line for the OpenAPI document: what the call does, and the spec section it comes from. */
  summary: string;
  /** The area the endpoint belongs to (OpenAPI tag), e.g. `billing`. */
  area: string;
  /** Path parameters, an object of strings with `additionalProperties: false`. */
  params?: TObject;
  /** Query string parameters (strings: the API does not coerce types). */
  query?: TObject;
  /** JSON body; with {@link multipart}, the fields of a multipart body as the API validates them. */
  body?: TSchema;
  /**
   * The body may travel as `multipart/form-data` (
   * all fields"): `files` names the body's fields that take a file part. `body` stays the schema of
   * the fields as the API validates them (a file part counts as its file name). The console sends a
   * body that has any of these fields (even without a file in it) as multipart, a file (a `Blob`) as
   * a file part and every other field as text; a body with none of them (a status change on the same
   * path) as JSON (docs/data-layer.md "Uploads").
   */
  multipart?: { readonly files: readonly string[] };
  /** Request headers the endpoint reads (lower-case names), e.g. `request_id`. */
  headers?: TObject;
  /**
   * Answers by HTTP status: a JSON schema, or a {@link BinaryFile} (one or a `Type.Union` of several
   * media types) for files. Error answers (4xx, 5xx) are {@link ApiErrorSchema} for every endpoint
   * and are not repeated here.
   */
  responses: Readonly<Record<number, TSchema>>;
  /** Served only when the API runs locally (API_ENVIRONMENT `local`), e.g. the OpenAPI document. */
  localOnly?: boolean;
  /**
   * `test`: a test-only tool's call, sent to the test API base (the runtime config's
   * `testApiBaseUrl`) instead of the API base, and served by the API only in `local` and `test`,
   * under {@link TEST_API_PREFIX} (docs/operations.md "Environments and providers").
   */
  base?: 'test';
  /**
   * Set on a POST, PUT, PATCH or DELETE that changes no business state, saying why (a search or a
   * read sent as POST, a preview, a poll): it writes no action-log entry. Every other
   * state-changing endpoint writes its entry in the same transaction as its change, and its dry
   * run writes none (docs/api.md "Action log").
   */
  changesNoBusinessState?: string;
}

/** Where the API serves the endpoints declared `base: 'test'`: the test API base is `<API base>/test-api`. */
export const TEST_API_PREFIX = '/test-api';

/**
 * The path an endpoint is served at on the API server: its path, under {@link TEST_API_PREFIX} for
 * a `base: 'test'` endpoint. The console sends such a call to `testApiBaseUrl` + its path.
 *
 * @example servedPath(ENDPOINTS.buyerDecrypt) // '/test-api/buyer/decrypt'
 * @example servedPath(ENDPOINTS.clients) // '/billing/clients'
 */
export function servedPath(endpoint: Pick<EndpointDeclaration, 'path' | 'base'>): string {
  return endpoint.base === 'test' ? `${TEST_API_PREFIX}${endpoint.path}` : endpoint.path;
}

/** A declaration of the table with its key. */
export type Endpoint<Key extends string = string> = EndpointDeclaration & { readonly key: Key };

/** The endpoint table: declarations by key. */
export type EndpointTable = Readonly<Record<string, Endpoint>>;

/**
 * Adds each declaration's key to it, keeping the declarations' exact types (methods, paths and
 * schemas as literal types, so `Static<>` derives precise request and answer types).
 *
 * @example declareEndpoints({ userInfo: { method: 'GET', path: '/account/user-info', ... } }).userInfo.key // 'userInfo'
 */
export function declareEndpoints<const Declarations extends Record<string, EndpointDeclaration>>(
  declarations: Declarations,
): { readonly [Key in keyof Declarations & string]: Declarations[Key] & { readonly key: Key } } {
  return Object.fromEntries(Object.entries(declarations).map(([key, declaration]) => [key, { ...declaration, key }])) as never;
}

/**
 * The body of every error answer of the API (docs/errors.md: the console shows `message` first): the
 * HTTP status, its standard text, a message meant for the user in plain words and, for a refused
 * input (400), the input field at fault when one is, e.g. for a bad body
 * `{ message: 'Invoice numbers: choose at least one', field: 'invoiceNumbers' }` (docs/errors.md).
 */
export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ description: 'HTTP status, 400 to 599' }),
    error: Type.String({ description: "The status's standard text, e.g. 'Bad Request'" }),
    message: Type.String({ description: 'What went wrong, for the user, in plain words' }),
    field: Type.Optional(Type.String({ description: 'A refused input (400): the name of the input field at fault, as sent, when one is' })),
  },
);
/** An error answer of the API; see {@link ApiErrorSchema}. */
export type ApiError = Static<typeof ApiErrorSchema>;

/** Bytes of a file answer, for the type of a handler's payload. */
export type FileBytes = Uint8Array;

/**
 * A file answer of one media type (a spreadsheet, a PDF, a ZIP): `{ type: 'string', format:
 * 'binary', contentMediaType }`. Unions of several are allowed (`Type.Union([BinaryFile(a),
 * BinaryFile(b)])`) for a call that answers one of several kinds of file.
 *
 * @example BinaryFile('application/pdf', 'The invoice as a PDF')
 */
export function BinaryFile(mediaType: string, description?: string): TUnsafe<FileBytes> {
  return Type.Unsafe<FileBytes>({ type: 'string', format: 'binary', contentMediaType: mediaType, ...(description ? { description } : {}) });
}

/**
 * The media types of a file answer declared with {@link BinaryFile} (one, or each of a union), or
 * `null` when the schema is a JSON answer.
 */
export function binaryMediaTypes(schema: TSchema): string[] | null {
  const single = (candidate: unknown): string | null => {
    const value = candidate as { format?: unknown; contentMediaType?: unknown };
    return value.format === 'binary' && typeof value.contentMediaType === 'string' ? value.contentMediaType : null;
  };
  const branches: unknown[] = Array.isArray(schema.anyOf) ? schema.anyOf : [schema];
  const types = branches.map(single);
  return types.every((type): type is string => type !== null) ? types : null;
}

/**
 * The names of a path's `:name` parameters, in order.
 *
 * @example pathParamNames('/billing/clients/:tenantId/contact') // ['tenantId']
 */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/**
 * An endpoint's path with its parameters filled in, each one URL-encoded.
 *
 * @example endpointPath(ENDPOINTS.clientContact, { tenantId: 'T 1' }) // '/billing/clients/T%201/contact'
 * @throws Error when a parameter of the path has no value.
 */
export function endpointPath<E extends Endpoint>(endpoint: E, params: E['params'] extends TObject ? Static<E['params']> : Record<string, never>): string {
  const values = params as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.key}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
