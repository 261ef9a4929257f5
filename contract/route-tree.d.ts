import { type Grants, type ScreenName, type SeededRole } from './route-table.ts';
import type { MenuMeta } from './routes.ts';
import { type PermissionAction } from './wire.ts';
/** A screen of the table with what follows from it: a menu row as seeded, plus its place in the tree. */
export interface ScreenNode {
    /** Relative to the parent, as the menu row stores it. */
    path: string;
    fullPath: string;
    name: ScreenName;
    /** The parent screen's name; null at the top. */
    parent: ScreenName | null;
    /** '#' main layout, '##' parent layout, or the view key. */
    component: string;
    redirect?: string;
    meta: MenuMeta;
    actions: readonly PermissionAction[];
    /** The seeded grants, the parent's when the screen declares none. */
    grants: Grants;
    /** Set when the client's own route maps limit the screen to the roles granted it. */
    roles?: readonly SeededRole[];
    children?: ScreenNode[];
}
/** The screens as a tree, in menu order. */
export declare const SCREEN_TREE: readonly ScreenNode[];
/** Every screen, depth first. */
export declare const SCREEN_LIST: readonly ScreenNode[];
/** The absolute path of each screen. */
export declare const SCREEN_PATHS: Readonly<Record<ScreenName, string>>;
