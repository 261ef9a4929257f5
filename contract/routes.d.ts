import { z } from 'zod';
export declare const permissionAction: z.ZodEnum<{
    delete: "delete";
    add: "add";
    view: "view";
    edit: "edit";
}>;
/** Meta switches stored on a menu; every flag defaults to false or unset. */
export declare const menuMeta: z.ZodObject<{
    title: z.ZodOptional<z.ZodString>;
    titleEn: z.ZodOptional<z.ZodString>;
    icon: z.ZodOptional<z.ZodString>;
    hidden: z.ZodOptional<z.ZodBoolean>;
    canTo: z.ZodOptional<z.ZodBoolean>;
    alwaysShow: z.ZodOptional<z.ZodBoolean>;
    activeMenu: z.ZodOptional<z.ZodString>;
    parentTitle: z.ZodOptional<z.ZodString>;
    noTagsView: z.ZodOptional<z.ZodBoolean>;
    noCache: z.ZodOptional<z.ZodBoolean>;
    affix: z.ZodOptional<z.ZodBoolean>;
    followRoute: z.ZodOptional<z.ZodString>;
    process: z.ZodOptional<z.ZodBoolean>;
    breadcrumb: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/** Route meta on the wire: the menu's switches plus what the caller's role is granted. */
export declare const routeMeta: z.ZodObject<{
    title: z.ZodOptional<z.ZodString>;
    titleEn: z.ZodOptional<z.ZodString>;
    icon: z.ZodOptional<z.ZodString>;
    hidden: z.ZodOptional<z.ZodBoolean>;
    canTo: z.ZodOptional<z.ZodBoolean>;
    alwaysShow: z.ZodOptional<z.ZodBoolean>;
    activeMenu: z.ZodOptional<z.ZodString>;
    parentTitle: z.ZodOptional<z.ZodString>;
    noTagsView: z.ZodOptional<z.ZodBoolean>;
    noCache: z.ZodOptional<z.ZodBoolean>;
    affix: z.ZodOptional<z.ZodBoolean>;
    followRoute: z.ZodOptional<z.ZodString>;
    process: z.ZodOptional<z.ZodBoolean>;
    breadcrumb: z.ZodOptional<z.ZodBoolean>;
    roles: z.ZodArray<z.ZodString>;
    permission: z.ZodArray<z.ZodEnum<{
        delete: "delete";
        add: "add";
        view: "view";
        edit: "edit";
    }>>;
}, z.core.$strip>;
/** A route record as the server sends it: paths relative to the parent, children nested. */
export interface RoleRoute {
    path: string;
    name: string;
    redirect?: string | undefined;
    component: string;
    meta: z.infer<typeof routeMeta>;
    children?: RoleRoute[] | undefined;
}
export declare const roleRoute: z.ZodType<RoleRoute>;
export type MenuMeta = z.infer<typeof menuMeta>;
/** Meta as the client reads it: a route of another server may leave out roles and permissions. */
export type RouteMeta = Partial<z.infer<typeof routeMeta>>;
