// The shapes a resource screen is written against, apart from screens.tsx: the custom screens import them,
// and screens.tsx imports the custom screens — one file for both would make an import circle.
import type { ComponentType } from 'react';
import type { PortalResource } from './registry.ts';

export type ScreenProps = { resource: PortalResource };

export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

/** A portal's own screens by segment (the vendor portal's are in src/portal/vendor/custom-screens.tsx). */
export type CustomScreens = Readonly<Record<string, Partial<Record<ScreenKind, ComponentType<ScreenProps>>>>>;
