/**
 * The nginx configuration of the console (Debian's nginx, docs/operations.md "Topology, nginx,
 * images and scaling"): one server per app serving the files of the static origin itself, and,
 * when given, one server proxying the API to N instances.
 *
 * Static files follow the registry without a reload: each app's root is its origin folder
 * (`<dataDir>/origin/<app>/`), every kept version is served at `/<version>/...`, other paths from
 * the `current` link, the shell's registry and remotes map from the files a registry change writes
 * (scripts/lib/served-files.mjs). Every header rule comes from scripts/lib/security-headers.mjs, the
 * module the Node server (scripts/serve-app.mjs) applies, and scripts/test/static-origin.test.mjs
 * checks both servers with one set of assertions. The CSP is written from the registry's origins at
 * generation time: a deploy or rollback keeps its app's origin, so only moving an app to another
 * origin needs the configuration written again and `nginx -s reload`.
 *
 * The API server: passive health checks (`max_fails` failed attempts within `fail_timeout` take an
 * instance out for `fail_timeout`), a request retried on the next instance only when the attempt
 * failed (connection refused or reset, timeout, 502/503/504) and only for idempotent methods:
 * `proxy_next_upstream` without `non_idempotent`, so nginx never resends a POST, PATCH or LOCK
 * that reached an instance. The client's address is sent in X-Real-IP and X-Forwarded-For, both
 * set to the address nginx sees (a client's own X-Forwarded-For is dropped: nginx is the edge).
 */
import fs from 'node:fs';
import path from 'node:path';
import { manifestMapOf } from './contract.mjs';
import { CURRENT_LINK, SHELL_CHUNKS, remotesFile } from './served-files.mjs';
import { originDir } from './origin.mjs';
import { readRegistry, registryFile } from './registry.mjs';
import buildInfoModule from '../webpack/build-info.cjs';
import { COMPRESSIBLE, HASHED, IMMUTABLE, IMMUTABLE_STATUSES, NOT_FOUND_BODY, NO_STORE, REVALIDATE, everyAnswerHeaders, readRuntime, sourceMapsServed } from './security-headers.mjs';

const { VERSION_PATTERN } = buildInfoModule;

/** Where Debian's nginx keeps its dynamic modules and its MIME types. */
export const DEBIAN_MODULES_DIR = '/usr/lib/nginx/modules';
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/** Brotli modules (Debian: libnginx-mod-http-brotli-static and -filter): precompressed .br files, and the small JSON files. */
const BROTLI_MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_brotli_filter_module.so'];

/** The default API proxy settings: seconds, and failed attempts before an instance is taken out. */
export const API_PROXY_DEFAULTS = { maxFails: 2, failTimeoutS: 10, connectTimeoutS: 2, readTimeoutS: 60, tries: 3, bodyLimit: '20m' };

/** A string as one nginx token, double-quoted. */
function quote(text) {
  return `"${String(text).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A JavaScript regular expression's source as PCRE inside an nginx string (`\/` is `/` in both). */
function pcre(regex) {
  return regex.source;
}

/**
 * The `http`-level maps the static servers share: Cache-Control from the status and the path
 * (`cacheControlOf`), Vary from the content type (COMPRESSIBLE), whether a path is a page (no
 * extension, served index.html as serveStatic's `spa`).
 */
function staticMaps() {
  const statuses = IMMUTABLE_STATUSES.join('|');
  return `  map "$status:$uri" $px_cache_control {
    ${quote(`~^(${statuses}):.*${pcre(HASHED)}`)} ${quote(IMMUTABLE)};
    ${quote(`~^(${statuses}):`)} ${quote(REVALIDATE)};
    default ${quote(NO_STORE)};
  }
  map $sent_http_content_type $px_vary {
    ${quote(`~${pcre(COMPRESSIBLE)}`)} "Accept-Encoding";
    default "";
  }
  map $uri $px_page {
    "~\\.[^/]*$" 0;
    default 1;
  }
  map $request_method $px_get {
    GET 1;
    HEAD 1;
    default 0;
  }`;
}

/** `location` of a JSON file outside the version folders (config.json, the registry, remotes.json), compressed on the fly. */
function jsonFile(url, file, brotli) {
  return `    location = ${url} {
      alias ${quote(file)};
      default_type application/json;
      types { }
      gzip on;
      gzip_types application/json;
      gzip_min_length 1;
${brotli ? '      brotli on;\n      brotli_types application/json;\n      brotli_min_length 1;\n' : ''}    }`;
}

/**
 * One app's server block.
 * @param {{ app: string, port: number, host: string, dataDir: string, environment: string, configFile: string,
 *   runtime: import('./security-headers.mjs').Runtime, brotli: boolean }} site
 */
function appServer({ app, port, host, dataDir, environment, configFile, runtime, brotli }) {
  const root = originDir(dataDir, app);
  const headers = Object.entries(everyAnswerHeaders(runtime))
    .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
    .join('\n');
  const version = VERSION_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '');
  const fallbacks = app === 'shell' ? `/${CURRENT_LINK}$uri /${SHELL_CHUNKS}$uri` : `/${CURRENT_LINK}$uri`;
  return `  server {
    listen ${host}:${port};
    root ${quote(root)};
    etag on;
${headers}
    add_header Cache-Control $px_cache_control always;
    add_header Vary $px_vary always;
    gzip_static on;
${brotli ? '    brotli_static on;\n' : ''}    error_page 404 = @not_found;
${sourceMapsServed(runtime) ? '' : `    location ~ "\\.map$" {\n      return 404;\n    }\n`}${jsonFile('/config.json', configFile, brotli)}
${app === 'shell' ? `${jsonFile('/registry.json', registryFile(dataDir, environment), brotli)}\n${jsonFile('/remotes.json', remotesFile(dataDir, environment), brotli)}\n` : ''}    location ~ ${quote(`^/${version}/`)} {
      try_files $uri =404;
    }
    location = / {
      try_files /${CURRENT_LINK}/index.html =404;
    }
    location / {
      try_files ${fallbacks} @page;
    }
    location @page {
      if ($px_page = 0) {
        return 404;
      }
      if ($px_get = 0) {
        return 404;
      }
      rewrite ^ /${CURRENT_LINK}/index.html break;
    }
    location @not_found {
      types { }
      default_type application/json;
      return 404 ${quote(NOT_FOUND_BODY)};
    }
  }`;
}

/**
 * The API's upstream and server block.
 * @param {{ port: number, host: string, upstreams: string[] } & Partial<typeof API_PROXY_DEFAULTS>} api
 */
function apiServer(api) {
  const settings = { ...API_PROXY_DEFAULTS, ...api };
  const servers = settings.upstreams.map((address) => `    server ${address} max_fails=${settings.maxFails} fail_timeout=${settings.failTimeoutS}s;`).join('\n');
  return `  upstream px_api {
    least_conn;
${servers}
    keepalive 32;
  }
  server {
    listen ${settings.host}:${settings.port};
    client_max_body_size ${settings.bodyLimit};
    location / {
      proxy_pass http://px_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${settings.tries};
      proxy_next_upstream_timeout ${settings.readTimeoutS}s;
      proxy_connect_timeout ${settings.connectTimeoutS}s;
      proxy_read_timeout ${settings.readTimeoutS}s;
      proxy_send_timeout ${settings.readTimeoutS}s;
      proxy_buffering off;
    }
  }`;
}

/**
 * The whole nginx.conf.
 *
 * @param {{ prefix: string, dataDir: string, runDir?: string, host?: string,
 *   sites: { app: string, port: number }[],
 *   api?: { port: number, upstreams: string[] } & Partial<typeof API_PROXY_DEFAULTS>,
 *   modulesDir?: string, mimeTypes?: string, user?: string, workers?: number | 'auto' }} options
 *   `prefix`: nginx's own folder (pid, logs, temporary files); `runDir`: where config.json is
 *   (`<dataDir>/run`); `sites`: the apps and their ports; `api`: the instances (`host:port`) to
 *   proxy to; `user`: the workers' user when the master runs as root; `workers`: 2 by default
 * @returns {string}
 * @throws Error when an app is served and the runtime config.json or the registry is missing
 */
export function nginxConfig({ prefix, dataDir = prefix, runDir = path.join(dataDir, 'run'), host = '127.0.0.1', sites, api, modulesDir = DEBIAN_MODULES_DIR, mimeTypes = DEBIAN_MIME_TYPES, user, workers = 2 }) {
  const configFile = path.join(runDir, 'config.json');
  let environment = null;
  let runtime = null;
  if (sites.length > 0) {
    if (!fs.existsSync(configFile)) throw new Error(`${configFile} is missing: write the runtime config first`);
    environment = JSON.parse(fs.readFileSync(configFile, 'utf8')).environment;
    const registry = readRegistry(dataDir, environment);
    if (!registry) throw new Error(`${registryFile(dataDir, environment)} is missing: publish the apps first`);
    runtime = readRuntime({ configFile, remotes: manifestMapOf(registry) });
  }
  const modules = BROTLI_MODULES.map((name) => path.join(modulesDir, name));
  const brotli = modules.every((file) => fs.existsSync(file));
  const log = (name) => quote(path.join(prefix, name));
  return `# Written by scripts/lib/nginx-config.mjs; see docs/operations.md.
${brotli ? modules.map((file) => `load_module ${quote(file)};`).join('\n') : '# no brotli modules: gzip only'}
${user ? `user ${user};\n` : ''}worker_processes ${workers};
pid ${log('nginx.pid')};
error_log ${log('error.log')} warn;
events {
  worker_connections 1024;
}
http {
  include ${quote(mimeTypes)};
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css application/javascript application/json;
  sendfile on;
  server_tokens off;
  keepalive_timeout 30s;
  log_format px '$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status';
  access_log ${log('access.log')} px;
  client_body_temp_path ${log('client_body')};
  proxy_temp_path ${log('proxy')};
  fastcgi_temp_path ${log('fastcgi')};
  uwsgi_temp_path ${log('uwsgi')};
  scgi_temp_path ${log('scgi')};
${staticMaps()}
${sites.map((site) => appServer({ ...site, host, dataDir, environment, configFile, runtime, brotli })).join('\n')}
${api ? apiServer({ host, ...api }) : ''}
}
`;
}
