/**
 * The antd parts shared on demand (`ANTD_ON_DEMAND` of scripts/webpack/create-config.cjs), provided
 * by the shell for every remote. A build provides a shared module only when it imports it, so the
 * shell imports each part here, lazily: nothing of them loads until a page asks for it, and then the
 * shell's copy runs, on the shell's antd and inside its ConfigProvider (the console theme). Were a
 * remote's own copy used, it would run on the remote's copy of antd's contexts, unthemed.
 * scripts/test/shared-facades.test.mjs checks this list against ANTD_ON_DEMAND.
 */
const ANTD_ON_DEMAND_PARTS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('antd/es/auto-complete'),
  () => import('antd/es/card'),
  () => import('antd/es/collapse'),
  () => import('antd/es/date-picker'),
  () => import('antd/es/descriptions'),
  () => import('antd/es/drawer'),
  () => import('antd/es/form'),
  () => import('antd/es/popconfirm'),
  () => import('antd/es/progress'),
  () => import('antd/es/statistic'),
  () => import('antd/es/steps'),
  () => import('antd/es/tabs'),
];

// Kept reachable from the running page, so the build keeps every import above.
(globalThis as { __consoleAntdParts?: typeof ANTD_ON_DEMAND_PARTS }).__consoleAntdParts = ANTD_ON_DEMAND_PARTS;
