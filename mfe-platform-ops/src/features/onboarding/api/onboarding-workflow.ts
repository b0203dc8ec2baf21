import { PLATFORM_OPS_WORKFLOW_ENDPOINTS } from 'shared-kit/contract/platform-ops';
import { SOMETHING_WENT_WRONG_MESSAGE, useEndpointMutation } from 'shared-kit/runtime';
import { onboardingBody, type OnboardingFiles, type OnboardingValues } from '../lib/onboarding-form';

const { workflowStart, workflowResume } = PLATFORM_OPS_WORKFLOW_ENDPOINTS;

/** What the form starts an onboarding with. */
export interface OnboardingSubmission {
  values: OnboardingValues;
  files: OnboardingFiles;
}

/**
 * Starts an onboarding (POST /workflow/start): the form as multipart/form-data (the pool
 * logo, the favicon and every non-empty field). A refusal shows the server's message, else
 * 'Something went wrong' (docs/platform-ops.md#messages-when-a-call-fails), and rejects; the form keeps what was typed.
 *
 * @example const { start } = useStartOnboarding(); await start({ values, files });
 */
export function useStartOnboarding() {
  const mutation = useEndpointMutation(workflowStart, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  return {
    isPending: mutation.isPending,
    start: ({ values, files }: OnboardingSubmission) => mutation.mutateAsync({ body: onboardingBody(values, files) }),
  };
}

/**
 * Resumes an onboarding WAITING for 'DNS Mapping' or 'CNAME Records' (POST /workflow/resume with
 * tenant_id). A refusal shows the server's message, else 'Something went wrong'.
 *
 * @example await useResumeOnboarding().mutateAsync({ body: { tenant_id: 'T09' } });
 */
export function useResumeOnboarding() {
  return useEndpointMutation(workflowResume, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
}
