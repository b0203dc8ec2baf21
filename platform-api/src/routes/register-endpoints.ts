import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { ApiErrorSchema, binaryMediaTypes, pathParamNames, servedPath, type Endpoint, type EndpointDeclaration, type EndpointKey, type ENDPOINTS } from '../contract.js';

type Part<E, Name extends string> = E extends { [K in Name]: infer Schema extends TSchema } ? Schema : undefined;

/** The Fastify route schema of an endpoint: its declaration's inputs and answers, as TypeBox schemas. */
export interface EndpointRouteSchema<E extends EndpointDeclaration> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: E['responses'];
}

/**
 * The handler of one endpoint: request parts and the answer are typed from its declaration (the
 * TypeBox type provider), so a handler cannot read an input or answer a shape the table does not
 * declare.
 */
export type EndpointHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointRouteSchema<E>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/** A handler for every endpoint of a table, by the endpoint's key. */
export type HandlersOf<Table extends Readonly<Record<string, Endpoint>>> = { [Key in keyof Table]: EndpointHandler<Table[Key]> };

/** A handler for every endpoint of the API's table ({@link ENDPOINTS}). */
export type EndpointHandlers = HandlersOf<typeof ENDPOINTS>;

/** The handlers of some endpoints, e.g. one route group's. */
export type HandlerGroup<Key extends EndpointKey> = Pick<EndpointHandlers, Key>;

/** Options of {@link registerEndpoints}. */
export interface RegisterEndpointsOptions {
  /** The API runs locally (API_ENVIRONMENT `local`): endpoints declared `localOnly` are served too. */
  local: boolean;
  /**
   * The test-only tools (endpoints declared `base: 'test'`) are served, under `/test-api`
   * (API_ENVIRONMENT `local` or `test`); default: as `local`.
   */
  testTools?: boolean;
}

/**
 * Fastify's schema of an endpoint: params, querystring, body and headers as declared; the declared
 * answers, files as `content` by media type (bytes are sent as they are, never serialised), and
 * {@link ApiErrorSchema} for every 4xx and 5xx; the OpenAPI summary, tag and operation id.
 */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const response: Record<string, unknown> = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema };
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    const mediaTypes = binaryMediaTypes(schema);
    response[status] = mediaTypes
      ? {
          description: schema.description ?? 'A file',
          content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }])),
        }
      : schema;
  }
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    response,
    summary: endpoint.summary,
    tags: [endpoint.area],
    operationId: endpoint.key,
    ...(endpoint.access === 'PUBLIC' ? {} : { security: [{ bearer: [] }] }),
  };
}

/**
 * Why a table and a handler map cannot be registered: endpoints declared without a handler,
 * handlers without a declaration, and declarations whose path parameters differ from their
 * `params` schema; `null` when they match.
 */
export function tableMismatch(table: Readonly<Record<string, Endpoint>>, handlers: Readonly<Record<string, unknown>>): string | null {
  const problems: string[] = [];
  const unhandled = Object.keys(table).filter((key) => typeof handlers[key] !== 'function');
  const undeclared = Object.keys(handlers).filter((key) => !Object.hasOwn(table, key));
  if (unhandled.length > 0) problems.push(`declared without a handler: ${unhandled.join(', ')}`);
  if (undeclared.length > 0) problems.push(`handlers without a declaration: ${undeclared.join(', ')}`);
  for (const endpoint of Object.values(table)) {
    const inPath = pathParamNames(endpoint.path).sort();
    const inSchema = Object.keys(endpoint.params?.properties ?? {}).sort();
    if (inPath.join() !== inSchema.join()) problems.push(`${endpoint.key}: path parameters [${inPath.join(', ')}] but params schema [${inSchema.join(', ')}]`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/**
 * Registers one route per endpoint of `table` with its handler from `handlers` (the endpoint table,
 * platform-api/README.md#endpoint-table-openapi-dry-runs): the role guard's `config.role` (or
 * `config.public`) comes from the declaration's access, validation and serialisation from its
 * schemas, so no route exists without its role and schemas. Endpoints declared `localOnly` are
 * registered only when `options.local`; those declared `base: 'test'` only when
 * `options.testTools`, at their {@link servedPath}.
 *
 * @throws Error before registering anything when a declared endpoint has no handler, a handler has
 *   no declaration, or a path's parameters differ from its `params` schema: the application does not
 *   start.
 */
export function registerEndpoints<Table extends Readonly<Record<string, Endpoint>>>(
  app: FastifyInstance,
  table: Table,
  handlers: HandlersOf<Table>,
  options: RegisterEndpointsOptions,
): void {
  const mismatch = tableMismatch(table, handlers);
  if (mismatch) throw new Error(`The endpoint table and the route handlers differ: ${mismatch}`);
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const endpoint of Object.values(table)) {
    if (endpoint.localOnly && !options.local) continue;
    if (endpoint.base === 'test' && !(options.testTools ?? options.local)) continue;
    typed.route({
      method: endpoint.method,
      url: servedPath(endpoint),
      config: endpoint.access === 'PUBLIC' ? { public: true } : { role: endpoint.access },
      schema: routeSchema(endpoint),
      handler: handlers[endpoint.key as keyof Table] as RouteHandlerMethod,
    });
  }
}
