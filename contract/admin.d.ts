import { z } from 'zod';
/** Route paths; `:id` is a positive integer. The screen each belongs to is in ADMIN_SCREENS. */
export declare const ADMIN_API: {
    readonly users: "/api/admin/users";
    readonly user: "/api/admin/users/:id";
    readonly userStatus: "/api/admin/users/:id/status";
    readonly userPassword: "/api/admin/users/:id/reset-password";
    readonly userOptions: "/api/admin/users/options";
    readonly roles: "/api/admin/roles";
    readonly role: "/api/admin/roles/:id";
    readonly roleStatus: "/api/admin/roles/:id/status";
    readonly menus: "/api/admin/menus";
    readonly menu: "/api/admin/menus/:id";
    readonly departments: "/api/admin/departments";
    readonly department: "/api/admin/departments/:id";
    readonly permissions: "/api/admin/permissions";
    readonly auditLog: "/api/admin/audit-log";
    readonly conversations: "/api/admin/conversations";
    readonly conversation: "/api/admin/conversations/:kind/:id";
};
/**
 * The menu (screen, by its fixed `name`, not its editable path) whose action grants each admin
 * area checks: add, edit, delete, view.
 */
export declare const ADMIN_SCREENS: {
    readonly users: "UserManage";
    readonly roles: "RoleManage";
    readonly menus: "MenuManage";
    readonly departments: "DepartmentManage";
    readonly permissions: "PermissionManagePage";
    readonly auditLog: "AuditLog";
    readonly conversations: "AdminManage";
};
/** 1 enabled, 0 disabled (users, roles, menus, departments). */
export declare const status: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
export declare const statusChange: z.ZodObject<{
    status: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
}, z.core.$strip>;
export declare const adminUserRow: z.ZodObject<{
    id: z.ZodNumber;
    username: z.ZodString;
    nickName: z.ZodString;
    realName: z.ZodString;
    phoneNumber: z.ZodNullable<z.ZodString>;
    email: z.ZodString;
    companyName: z.ZodString;
    roleId: z.ZodNumber;
    role: z.ZodString;
    roleName: z.ZodString;
    departmentId: z.ZodNullable<z.ZodNumber>;
    departmentName: z.ZodNullable<z.ZodString>;
    status: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
    parentUserId: z.ZodNullable<z.ZodNumber>;
    isSubUser: z.ZodBoolean;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
}, z.core.$strip>;
/** Keyword searches username, real name, nick name and phone; the filters combine with AND. */
export declare const adminUserQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    roleId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    departmentId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    status: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export declare const adminUserCreate: z.ZodObject<{
    nickName: z.ZodDefault<z.ZodString>;
    phoneNumber: z.ZodDefault<z.ZodUnion<readonly [z.ZodString, z.ZodPipe<z.ZodLiteral<"">, z.ZodTransform<null, "">>, z.ZodNull]>>;
    email: z.ZodDefault<z.ZodUnion<readonly [z.ZodEmail, z.ZodLiteral<"">]>>;
    companyName: z.ZodDefault<z.ZodString>;
    departmentId: z.ZodDefault<z.ZodNullable<z.ZodCoercedNumber<unknown>>>;
    status: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>>;
    parentUserId: z.ZodDefault<z.ZodNullable<z.ZodCoercedNumber<unknown>>>;
    realName: z.ZodString;
    roleId: z.ZodCoercedNumber<unknown>;
    username: z.ZodString;
    password: z.ZodString;
}, z.core.$strip>;
/** A company main account: a customer account that is not itself a sub-account; sub-accounts hang under it. */
export declare const isCompanyMainAccount: (user: {
    role: string;
    parentUserId: number | null;
}) => boolean;
/** Every field optional: only those sent change. */
export declare const adminUserEdit: z.ZodObject<{
    realName: z.ZodOptional<z.ZodString>;
    nickName: z.ZodOptional<z.ZodString>;
    phoneNumber: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodPipe<z.ZodLiteral<"">, z.ZodTransform<null, "">>, z.ZodNull]>>;
    email: z.ZodOptional<z.ZodUnion<readonly [z.ZodEmail, z.ZodLiteral<"">]>>;
    companyName: z.ZodOptional<z.ZodString>;
    roleId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    departmentId: z.ZodOptional<z.ZodNullable<z.ZodCoercedNumber<unknown>>>;
    status: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>>;
}, z.core.$strip>;
/** `show` answers the new password once; `sms` sends it to the user's phone and answers null. */
export declare const passwordReset: z.ZodObject<{
    delivery: z.ZodDefault<z.ZodEnum<{
        sms: "sms";
        show: "show";
    }>>;
}, z.core.$strip>;
export declare const passwordResetAnswer: z.ZodObject<{
    password: z.ZodNullable<z.ZodString>;
    sentTo: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export declare const roleOption: z.ZodObject<{
    id: z.ZodNumber;
    code: z.ZodString;
    name: z.ZodString;
}, z.core.$strip>;
export interface DepartmentNode {
    id: number;
    parentId: number | null;
    name: string;
    leader: string;
    phone: string;
    status: 0 | 1;
    sort: number;
    userCount: number;
    createdAt: string;
    children: DepartmentNode[];
}
export declare const departmentNode: z.ZodType<DepartmentNode>;
export declare const departmentInput: z.ZodObject<{
    parentId: z.ZodDefault<z.ZodNullable<z.ZodCoercedNumber<unknown>>>;
    name: z.ZodString;
    leader: z.ZodDefault<z.ZodString>;
    phone: z.ZodDefault<z.ZodString>;
    status: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>>;
    sort: z.ZodDefault<z.ZodNumber>;
}, z.core.$strip>;
/** What the user form picks from: the roles this caller may assign and the department tree. */
export declare const userFormOptions: z.ZodObject<{
    roles: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        code: z.ZodString;
        name: z.ZodString;
    }, z.core.$strip>>;
    departments: z.ZodArray<z.ZodType<DepartmentNode, unknown, z.core.$ZodTypeInternals<DepartmentNode, unknown>>>;
}, z.core.$strip>;
export declare const roleGrant: z.ZodObject<{
    menuId: z.ZodCoercedNumber<unknown>;
    permissions: z.ZodArray<z.ZodEnum<{
        delete: "delete";
        add: "add";
        view: "view";
        edit: "edit";
    }>>;
}, z.core.$strip>;
export declare const adminRoleRow: z.ZodObject<{
    id: z.ZodNumber;
    code: z.ZodString;
    name: z.ZodString;
    status: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
    system: z.ZodBoolean;
    selectable: z.ZodBoolean;
    userCount: z.ZodNumber;
    createdAt: z.ZodString;
}, z.core.$strip>;
export declare const roleQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    status: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export declare const roleInput: z.ZodObject<{
    code: z.ZodString;
    name: z.ZodString;
    status: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>>;
    selectable: z.ZodDefault<z.ZodBoolean>;
    grants: z.ZodOptional<z.ZodArray<z.ZodObject<{
        menuId: z.ZodCoercedNumber<unknown>;
        permissions: z.ZodArray<z.ZodEnum<{
            delete: "delete";
            add: "add";
            view: "view";
            edit: "edit";
        }>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare const roleDetail: z.ZodObject<{
    id: z.ZodNumber;
    code: z.ZodString;
    name: z.ZodString;
    status: z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>;
    system: z.ZodBoolean;
    selectable: z.ZodBoolean;
    userCount: z.ZodNumber;
    createdAt: z.ZodString;
    grants: z.ZodArray<z.ZodObject<{
        menuId: z.ZodCoercedNumber<unknown>;
        permissions: z.ZodArray<z.ZodEnum<{
            delete: "delete";
            add: "add";
            view: "view";
            edit: "edit";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** The meta switches the menu editor edits beside the titled fields. */
export declare const menuSwitches: z.ZodObject<{
    breadcrumb: z.ZodOptional<z.ZodBoolean>;
    hidden: z.ZodOptional<z.ZodBoolean>;
    canTo: z.ZodOptional<z.ZodBoolean>;
    alwaysShow: z.ZodOptional<z.ZodBoolean>;
    noTagsView: z.ZodOptional<z.ZodBoolean>;
    noCache: z.ZodOptional<z.ZodBoolean>;
    affix: z.ZodOptional<z.ZodBoolean>;
    followRoute: z.ZodOptional<z.ZodString>;
    process: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/** Directory: component '#' at the top level, '##' nested (set by the server); menu: a view key. */
export declare const menuType: z.ZodEnum<{
    menu: "menu";
    directory: "directory";
}>;
export declare const menuInput: z.ZodObject<{
    parentId: z.ZodDefault<z.ZodNullable<z.ZodCoercedNumber<unknown>>>;
    type: z.ZodEnum<{
        menu: "menu";
        directory: "directory";
    }>;
    component: z.ZodDefault<z.ZodString>;
    path: z.ZodString;
    name: z.ZodString;
    title: z.ZodString;
    titleEn: z.ZodDefault<z.ZodString>;
    icon: z.ZodDefault<z.ZodString>;
    redirect: z.ZodDefault<z.ZodString>;
    activeMenu: z.ZodDefault<z.ZodString>;
    parentTitle: z.ZodDefault<z.ZodString>;
    status: z.ZodDefault<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>]>>;
    sort: z.ZodDefault<z.ZodNumber>;
    meta: z.ZodDefault<z.ZodObject<{
        breadcrumb: z.ZodOptional<z.ZodBoolean>;
        hidden: z.ZodOptional<z.ZodBoolean>;
        canTo: z.ZodOptional<z.ZodBoolean>;
        alwaysShow: z.ZodOptional<z.ZodBoolean>;
        noTagsView: z.ZodOptional<z.ZodBoolean>;
        noCache: z.ZodOptional<z.ZodBoolean>;
        affix: z.ZodOptional<z.ZodBoolean>;
        followRoute: z.ZodOptional<z.ZodString>;
        process: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    permissionList: z.ZodDefault<z.ZodArray<z.ZodEnum<{
        delete: "delete";
        add: "add";
        view: "view";
        edit: "edit";
    }>>>;
}, z.core.$strip>;
export interface AdminMenuNode extends Omit<z.infer<typeof menuInput>, 'parentId'> {
    id: number;
    parentId: number | null;
    children: AdminMenuNode[];
}
export declare const adminMenuNode: z.ZodType<AdminMenuNode>;
/** One cell row: the role holds the menu (visible) with these actions. No row: not granted. */
export declare const permissionCell: z.ZodObject<{
    roleId: z.ZodCoercedNumber<unknown>;
    menuId: z.ZodCoercedNumber<unknown>;
    permissions: z.ZodArray<z.ZodEnum<{
        delete: "delete";
        add: "add";
        view: "view";
        edit: "edit";
    }>>;
}, z.core.$strip>;
export declare const permissionMatrix: z.ZodObject<{
    roles: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        code: z.ZodString;
        name: z.ZodString;
        editable: z.ZodBoolean;
    }, z.core.$strip>>;
    menus: z.ZodArray<z.ZodType<AdminMenuNode, unknown, z.core.$ZodTypeInternals<AdminMenuNode, unknown>>>;
    cells: z.ZodArray<z.ZodObject<{
        roleId: z.ZodCoercedNumber<unknown>;
        menuId: z.ZodCoercedNumber<unknown>;
        permissions: z.ZodArray<z.ZodEnum<{
            delete: "delete";
            add: "add";
            view: "view";
            edit: "edit";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** Replaces every grant of the roles in `roleIds` with the given cells. */
export declare const permissionMatrixUpdate: z.ZodObject<{
    roleIds: z.ZodArray<z.ZodCoercedNumber<unknown>>;
    cells: z.ZodArray<z.ZodObject<{
        roleId: z.ZodCoercedNumber<unknown>;
        menuId: z.ZodCoercedNumber<unknown>;
        permissions: z.ZodArray<z.ZodEnum<{
            delete: "delete";
            add: "add";
            view: "view";
            edit: "edit";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const auditTarget: z.ZodEnum<{
    permission: "permission";
    menu: "menu";
    role: "role";
    user: "user";
    config: "config";
    craft: "craft";
    equipment: "equipment";
    tool: "tool";
    department: "department";
    costTable: "costTable";
}>;
/** What an audit entry's action did: its `action` is `<target>.<verb>`. */
export declare const AUDIT_VERBS: readonly ["create", "edit", "update", "delete", "enable", "disable", "resetPassword", "save", "setDefault", "import"];
export type AuditVerb = (typeof AUDIT_VERBS)[number];
/** The verb of an action the log knows, or null for one it does not (shown as written). */
export declare function auditVerb(action: string): AuditVerb | null;
export declare const auditLogRow: z.ZodObject<{
    id: z.ZodNumber;
    createdAt: z.ZodString;
    actorId: z.ZodNullable<z.ZodNumber>;
    actorName: z.ZodString;
    action: z.ZodString;
    targetType: z.ZodEnum<{
        permission: "permission";
        menu: "menu";
        role: "role";
        user: "user";
        config: "config";
        craft: "craft";
        equipment: "equipment";
        tool: "tool";
        department: "department";
        costTable: "costTable";
    }>;
    targetId: z.ZodNullable<z.ZodNumber>;
    targetName: z.ZodString;
    before: z.ZodNullable<z.ZodUnknown>;
    after: z.ZodNullable<z.ZodUnknown>;
}, z.core.$strip>;
/** Keyword searches the actor, the action and the target's name; dates are ISO, inclusive. */
export declare const auditLogQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    targetType: z.ZodOptional<z.ZodEnum<{
        permission: "permission";
        menu: "menu";
        role: "role";
        user: "user";
        config: "config";
        craft: "craft";
        equipment: "equipment";
        tool: "tool";
        department: "department";
        costTable: "costTable";
    }>>;
    actorId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    from: z.ZodOptional<z.ZodISODateTime>;
    to: z.ZodOptional<z.ZodISODateTime>;
}, z.core.$strip>;
export type AdminStatus = z.infer<typeof status>;
export type AdminUserRow = z.infer<typeof adminUserRow>;
export type AdminUserQuery = z.input<typeof adminUserQuery>;
export type AdminUserCreate = z.input<typeof adminUserCreate>;
export type AdminUserEdit = z.input<typeof adminUserEdit>;
export type PasswordReset = z.input<typeof passwordReset>;
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;
export type RoleOption = z.infer<typeof roleOption>;
export type UserFormOptions = z.infer<typeof userFormOptions>;
export type DepartmentInput = z.input<typeof departmentInput>;
export type RoleGrant = z.infer<typeof roleGrant>;
export type AdminRoleRow = z.infer<typeof adminRoleRow>;
export type RoleQuery = z.input<typeof roleQuery>;
export type RoleInput = z.input<typeof roleInput>;
export type RoleDetail = z.infer<typeof roleDetail>;
export type MenuSwitches = z.infer<typeof menuSwitches>;
export type MenuType = z.infer<typeof menuType>;
export type MenuInput = z.input<typeof menuInput>;
export type PermissionCell = z.infer<typeof permissionCell>;
export type PermissionMatrix = z.infer<typeof permissionMatrix>;
export type PermissionMatrixUpdate = z.infer<typeof permissionMatrixUpdate>;
export type AuditTarget = z.infer<typeof auditTarget>;
export type AuditLogRow = z.infer<typeof auditLogRow>;
export type AuditLogQuery = z.input<typeof auditLogQuery>;
