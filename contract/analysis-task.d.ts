import { z } from 'zod';
/**
 * What a running analysis (a quote part, a process record) is doing now: reading a scan by OCR,
 * `done` of `total` pages finished (0: reading has started). Null when it is not running.
 */
export declare const analysisStep: z.ZodObject<{
    stage: z.ZodLiteral<"ocr">;
    done: z.ZodNumber;
    total: z.ZodNumber;
}, z.core.$strip>;
/** The page being read (from 1): the one after those done; the last stays while its findings are used. */
export declare const pageBeingRead: (step: AnalysisStep) => number;
/** One part of a task as polled; `error` is already in the reader's language. */
export declare const analysisTaskPart: z.ZodObject<{
    partId: z.ZodNumber;
    name: z.ZodString;
    status: z.ZodEnum<{
        done: "done";
        running: "running";
        failed: "failed";
        pending: "pending";
    }>;
    error: z.ZodNullable<z.ZodString>;
    step: z.ZodNullable<z.ZodObject<{
        stage: z.ZodLiteral<"ocr">;
        done: z.ZodNumber;
        total: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** The polling answer: done once every part finished (some may have failed), failed when all failed. */
export declare const analysisTask: z.ZodObject<{
    taskId: z.ZodString;
    chatRecordId: z.ZodNumber;
    status: z.ZodEnum<{
        done: "done";
        running: "running";
        failed: "failed";
        pending: "pending";
    }>;
    progress: z.ZodNumber;
    parts: z.ZodArray<z.ZodObject<{
        partId: z.ZodNumber;
        name: z.ZodString;
        status: z.ZodEnum<{
            done: "done";
            running: "running";
            failed: "failed";
            pending: "pending";
        }>;
        error: z.ZodNullable<z.ZodString>;
        step: z.ZodNullable<z.ZodObject<{
            stage: z.ZodLiteral<"ocr">;
            done: z.ZodNumber;
            total: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type AnalysisStep = z.infer<typeof analysisStep>;
export type AnalysisTaskPart = z.infer<typeof analysisTaskPart>;
export type AnalysisTask = z.infer<typeof analysisTask>;
