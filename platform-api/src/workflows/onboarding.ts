/**
 * The onboarding of a new tenant (docs/platform-ops.md#onboard-new-tenant): the steps that
 * really create the tenant row, its configuration (the default tenant configuration plus the form),
 * its own user pool with its owner, and its DNS records, pausing in WAITING 'DNS Mapping' and
 * 'CNAME Records' until resumed.
 */
import { defaultTenantSettings, type TenantSettings } from '../contract.js';
import { MAIL_FROM } from '../local/local-mail.js';
import { routeHosts } from '../local/local-dns.js';
import { evictTenantConfiguration, writeTenantSettings } from '../tenant-settings/tenant-settings-repository.js';
import type { WorkflowDefinition, WorkflowRow } from './workflow-engine.js';

/**
 * The onboarding's stored input: the form's values, where its images were stored, and the owner's
 * temporary password until the invitation carrying it is sent.
 */
export interface OnboardingInput {
  form: Record<string, string>;
  images: { user_pool_logo: string; favicon: string | null };
  owner_password?: string;
}

/** The subject of the owner's invitation e-mail. */
export function ownerInvitationSubject(tenantId: string): string {
  return `Your owner account of tenant ${tenantId}`;
}

const inputOf = (workflow: WorkflowRow) => workflow.input as unknown as OnboardingInput;

/**
 * The settings an onboarding form writes on top of the default tenant configuration
 * (docs/platform-ops.md#onboard-new-tenant): each non-empty form field under its own name, plus the
 * keys the console reads (siteTitle, tenantShortName, the theme's CSS:: colours and fonts, the
 * image keys).
 */
export function onboardingSettings(tenantId: string, input: OnboardingInput): TenantSettings {
  const { form, images } = input;
  const settings: TenantSettings = { ...defaultTenantSettings(tenantId) };
  for (const [key, value] of Object.entries(form)) if (value !== '') settings[key] = value;
  const mapped: Array<[string, string | undefined]> = [
    ['siteTitle', form.site_title],
    ['tenantShortName', form.tenant_short_name],
    ['CSS::--primary-color', form.px_color_primary],
    ['CSS::--secondary-color', form.px_color_secondary],
    ['CSS::--font-title', form.px_font_title],
    ['CSS::--font-body', form.px_font_body],
    ['userPoolLogo', images.user_pool_logo],
    ['favicon', images.favicon ?? undefined],
  ];
  for (const [key, value] of mapped) if (value) settings[key] = value;
  settings.tenant_id = tenantId;
  return settings;
}

/** The onboarding's steps, in order, and its output. */
export const ONBOARDING_WORKFLOW: WorkflowDefinition = {
  title: (tenantId) => `Onboarding of tenant ${tenantId}`,
  link: (tenantId) => `/new-tenant?tenantId=${encodeURIComponent(tenantId)}`,
  steps: [
    {
      name: 'create-tenant',
      progress: 15,
      run: async ({ services, workflow }) => {
        const { form } = inputOf(workflow);
        await services.db.query('insert into tenants (tenant_id, tenant_name) values ($1, $2) on conflict (tenant_id) do nothing', [
          workflow.tenant_id,
          form.tenant_name ?? workflow.tenant_id,
        ]);
        return { tenant_id: workflow.tenant_id };
      },
    },
    {
      name: 'write-configuration',
      progress: 30,
      run: async ({ services, workflow }) => {
        const settings = onboardingSettings(workflow.tenant_id, inputOf(workflow));
        await writeTenantSettings(services.db, workflow.tenant_id, settings);
        if (services.cache) await evictTenantConfiguration(services.cache, workflow.tenant_id);
        return { settings: Object.keys(settings).length };
      },
    },
    {
      name: 'create-user-pool',
      progress: 45,
      run: async ({ services, workflow }) => {
        const pool = await services.pools.ensurePool(workflow.tenant_id);
        const { images } = inputOf(workflow);
        await services.db.query(
          `insert into tenant_user_pools (tenant_id, user_pool_id, app_client_id, logo_blob_key, favicon_blob_key) values ($1, $2, $3, $4, $5)
           on conflict (tenant_id) do update set user_pool_id = excluded.user_pool_id, app_client_id = excluded.app_client_id,
             logo_blob_key = excluded.logo_blob_key, favicon_blob_key = excluded.favicon_blob_key`,
          [workflow.tenant_id, pool.userPoolId, pool.appClientId, images.user_pool_logo, images.favicon],
        );
        return pool;
      },
    },
    {
      name: 'create-owner',
      progress: 60,
      run: async ({ services, workflow, results }) => {
        const { form } = inputOf(workflow);
        const pool = results['create-user-pool'] as { userPoolId: string };
        const password = inputOf(workflow).owner_password;
        if (!password) throw new Error('The owner has no temporary password: the invitation was sent already');
        const username = await services.pools.ensureOwner(
          pool.userPoolId,
          { email: form.email ?? '', firstName: form.first_name ?? '', lastName: form.last_name ?? '', phone: form.phone ?? '' },
          password,
        );
        await services.db.query('update tenant_user_pools set owner_username = $2 where tenant_id = $1', [workflow.tenant_id, username]);
        return { owner: username };
      },
    },
    {
      // The owner's invitation with the temporary password (the form's user_invitation_template
      // names the provider's template; locally the e-mail goes to the outbox). An invitation found
      // in the outbox is not sent again; once sent, the password is dropped from the input.
      name: 'invite-owner',
      progress: 65,
      run: async ({ services, workflow, results }) => {
        const { form, owner_password: password } = inputOf(workflow);
        const pool = results['create-user-pool'] as { userPoolId: string; appClientId: string | null };
        const to = form.email ?? '';
        const subject = ownerInvitationSubject(workflow.tenant_id);
        const { rows } = await services.db.query('select 1 from outbox where recipient = $1 and subject = $2', [to, subject]);
        if (rows.length === 0 && password) {
          await services.mail.sendMail({
            from: MAIL_FROM,
            to,
            subject,
            text: [
              `Hello ${form.first_name ?? ''} ${form.last_name ?? ''},`,
              '',
              `You are the owner of tenant ${workflow.tenant_id} (${form.tenant_name ?? workflow.tenant_id}).`,
              `User name: ${to}`,
              `Temporary password: ${password}`,
              `User pool: ${pool.userPoolId}`,
              `App client: ${pool.appClientId ?? ''}`,
              '',
              'You will choose your own password at your first sign-in.',
              `Template: ${form.user_invitation_template ?? ''}`,
            ].join('\n'),
          });
        }
        await services.db.query(`update workflows set input = input - 'owner_password' where workflow_id = $1`, [workflow.workflow_id]);
        return { invited: to };
      },
    },
    {
      name: 'create-dns-records',
      progress: 70,
      waitAfter: 'DNS Mapping',
      run: async ({ services, workflow }) => {
        const hosts = routeHosts(inputOf(workflow).form.routes ?? '');
        await services.dns.writeRecords(workflow.tenant_id, hosts, 'DNS Mapping');
        return { hosts };
      },
    },
    {
      name: 'create-certificate-records',
      progress: 85,
      waitAfter: 'CNAME Records',
      run: async ({ services, workflow }) => {
        const hosts = routeHosts(inputOf(workflow).form.routes ?? '');
        await services.dns.writeRecords(workflow.tenant_id, hosts, 'CNAME Records');
        return { certificates: hosts.map((host) => services.dns.certificateArn(workflow.tenant_id, host, services.region)) };
      },
    },
    {
      name: 'activate-tenant',
      progress: 100,
      run: async ({ services, workflow }) => {
        const records = await services.dns.readRecords(workflow.tenant_id);
        return { records: Object.keys(records).length };
      },
    },
  ],
  output: (results, workflow) => ({
    tenant_id: workflow.tenant_id,
    user_pool: results['create-user-pool'] ?? null,
    owner: (results['create-owner'] as { owner?: string } | null)?.owner ?? null,
    hosts: (results['create-dns-records'] as { hosts?: string[] } | null)?.hosts ?? [],
    certificates: (results['create-certificate-records'] as { certificates?: string[] } | null)?.certificates ?? [],
  }),
};
