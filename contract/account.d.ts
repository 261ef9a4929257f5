import { z } from 'zod';
export declare const phoneNumber: z.ZodString;
export declare const username: z.ZodString;
/** What a login accepts: any stored name (older accounts may predate the username rule). */
export declare const loginName: z.ZodString;
/** Strength is checked where a password is set (isStrongPassword), not where one is tried. */
export declare const password: z.ZodString;
export declare const smsCode: z.ZodString;
export declare const rememberMe: z.ZodDefault<z.ZodBoolean>;
export declare const personName: z.ZodString;
export declare const companyName: z.ZodString;
export declare const email: z.ZodEmail;
export declare const userInfo: z.ZodObject<{
    id: z.ZodNumber;
    username: z.ZodString;
    nickName: z.ZodString;
    realName: z.ZodString;
    phoneNumber: z.ZodNullable<z.ZodString>;
    email: z.ZodString;
    companyName: z.ZodString;
    avatarUrl: z.ZodNullable<z.ZodString>;
    roleId: z.ZodNumber;
    role: z.ZodString;
    roleName: z.ZodString;
    parentUserId: z.ZodNullable<z.ZodNumber>;
    isSubUser: z.ZodBoolean;
    createdAt: z.ZodString;
}, z.core.$strip>;
export declare const session: z.ZodObject<{
    token: z.ZodString;
    expiresAt: z.ZodString;
    userInfo: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        nickName: z.ZodString;
        realName: z.ZodString;
        phoneNumber: z.ZodNullable<z.ZodString>;
        email: z.ZodString;
        companyName: z.ZodString;
        avatarUrl: z.ZodNullable<z.ZodString>;
        roleId: z.ZodNumber;
        role: z.ZodString;
        roleName: z.ZodString;
        parentUserId: z.ZodNullable<z.ZodNumber>;
        isSubUser: z.ZodBoolean;
        createdAt: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const currentUser: z.ZodObject<{
    userInfo: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        nickName: z.ZodString;
        realName: z.ZodString;
        phoneNumber: z.ZodNullable<z.ZodString>;
        email: z.ZodString;
        companyName: z.ZodString;
        avatarUrl: z.ZodNullable<z.ZodString>;
        roleId: z.ZodNumber;
        role: z.ZodString;
        roleName: z.ZodString;
        parentUserId: z.ZodNullable<z.ZodNumber>;
        isSubUser: z.ZodBoolean;
        createdAt: z.ZodString;
    }, z.core.$strip>;
    roleId: z.ZodNumber;
    role: z.ZodString;
    roleRouters: z.ZodArray<z.ZodType<import("./routes.ts").RoleRoute, unknown, z.core.$ZodTypeInternals<import("./routes.ts").RoleRoute, unknown>>>;
}, z.core.$strip>;
export type UserInfo = z.infer<typeof userInfo>;
export type SessionAnswer = z.infer<typeof session>;
export type CurrentUser = z.infer<typeof currentUser>;
