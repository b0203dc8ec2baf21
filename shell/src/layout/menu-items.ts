/**
 * The side menu's entries come from the route table (shared-kit contract/routes/routes.ts): each route
 * carries its own menu entry and the section a detail page highlights
 * (docs/navigation.md#side-menu).
 */
export { menuEntries, selectedMenuPath } from 'shared-kit/contract';
