import { z } from 'zod';
export declare const recordName: z.ZodString;
export declare const chatRecordRow: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    updateTime: z.ZodString;
}, z.core.$strip>;
export declare const autoProcessRecordRow: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    updateTime: z.ZodString;
    dispatchId: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type ChatRecord = z.infer<typeof chatRecordRow>;
export type AutoProcessRecord = z.infer<typeof autoProcessRecordRow>;
