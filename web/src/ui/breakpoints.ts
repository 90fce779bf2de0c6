/** Below this width the app uses its mobile layout (SPEC §9). */
export const MOBILE_BREAKPOINT = 768;

export function isMobileWidth(width: number = window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT;
}
