// A store's onboarding progress, kept on the server (store_onboarding) so the owner resumes on any device.
// Each step is marked by what finishes it (sign-up, the verified email, the address, the shipping choice,
// the active plan, the payout account) in that change's own transaction.
import { eq, sql } from 'drizzle-orm';
import {
  emptyProgress,
  onboardingSteps,
  resumePath,
  type OnboardingProgress,
  type OnboardingStep,
  type StepState,
} from '../../shared/onboarding.ts';
import type { Transaction } from '../db/database.ts';
import { storeOnboarding, stores } from '../db/schema/index.ts';
import { stripeClient } from './stripe-client.ts';

export async function progressOf(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ steps: storeOnboarding.steps, complete: stores.isOnboardingComplete })
    .from(stores)
    .leftJoin(storeOnboarding, eq(storeOnboarding.storeId, stores.id))
    .where(eq(stores.id, storeId));
  const complete = row?.complete ?? false;
  // A store that was set up before onboarding was tracked (demo, console) has every step behind it.
  const steps: OnboardingProgress = complete
    ? (Object.fromEntries(onboardingSteps.map((s) => [s, row?.steps?.[s] ?? 'done'])) as OnboardingProgress)
    : { ...emptyProgress(), ...(row?.steps ?? {}) };
  return {
    is_onboarding_complete: complete,
    steps,
    next_path: resumePath(steps, complete),
    payments_configured: stripeClient() !== undefined,
  };
}

/** Sets one step's state (jsonb merge: concurrent marks of different steps both stay). */
export async function markStep(tx: Transaction, storeId: number, step: OnboardingStep, state: StepState) {
  const patch = JSON.stringify({ [step]: state });
  await tx
    .insert(storeOnboarding)
    .values({ storeId, steps: { [step]: state } })
    .onConflictDoUpdate({
      target: storeOnboarding.storeId,
      set: { steps: sql`${storeOnboarding.steps} || ${patch}::jsonb`, updatedAt: new Date() },
    });
}
