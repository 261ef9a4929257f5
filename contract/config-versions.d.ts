import { z } from 'zod';
/** A configuration's name (unique), description and the note of a saved version. */
export declare const configName: z.ZodString;
export declare const configDescription: z.ZodString;
export declare const versionNote: z.ZodString;
/** A configuration as the list shows it. */
export declare const configRow: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    description: z.ZodString;
    isDefault: z.ZodBoolean;
    enabled: z.ZodBoolean;
    currentVersion: z.ZodNumber;
    createTime: z.ZodString;
    updateTime: z.ZodString;
}, z.core.$strip>;
/** One saved version: what quotes priced with it used. */
export declare const versionDetail: z.ZodObject<{
    configId: z.ZodNumber;
    configName: z.ZodString;
    version: z.ZodNumber;
    note: z.ZodString;
    createTime: z.ZodString;
    config: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
/** A configuration with its current version. */
export declare const configDetail: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    description: z.ZodString;
    isDefault: z.ZodBoolean;
    enabled: z.ZodBoolean;
    currentVersion: z.ZodNumber;
    createTime: z.ZodString;
    updateTime: z.ZodString;
    version: z.ZodObject<{
        configId: z.ZodNumber;
        configName: z.ZodString;
        version: z.ZodNumber;
        note: z.ZodString;
        createTime: z.ZodString;
        config: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ConfigRow = z.infer<typeof configRow>;
export type ConfigDetail = z.infer<typeof configDetail>;
