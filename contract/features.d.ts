import { z } from 'zod';
/** Kinds of machining feature the engine recognises. */
export declare const featureKind: z.ZodEnum<{
    hole: "hole";
    thread: "thread";
    pocket: "pocket";
    slot: "slot";
    keyway: "keyway";
    step: "step";
    "through-profile": "through-profile";
    chamfer: "chamfer";
    fillet: "fillet";
    "turned-diameter": "turned-diameter";
    groove: "groove";
    face: "face";
}>;
/** A recognised feature with the faces it came from; sizes in mm, only those that describe the kind. */
export declare const recognisedFeature: z.ZodObject<{
    id: z.ZodString;
    kind: z.ZodEnum<{
        hole: "hole";
        thread: "thread";
        pocket: "pocket";
        slot: "slot";
        keyway: "keyway";
        step: "step";
        "through-profile": "through-profile";
        chamfer: "chamfer";
        fillet: "fillet";
        "turned-diameter": "turned-diameter";
        groove: "groove";
        face: "face";
    }>;
    faces: z.ZodArray<z.ZodNumber>;
    access: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber, z.ZodNumber], null>>;
    diameter: z.ZodOptional<z.ZodNumber>;
    width: z.ZodOptional<z.ZodNumber>;
    length: z.ZodOptional<z.ZodNumber>;
    depth: z.ZodOptional<z.ZodNumber>;
    open: z.ZodOptional<z.ZodBoolean>;
    cornerRadius: z.ZodOptional<z.ZodNumber>;
    size: z.ZodOptional<z.ZodNumber>;
    thread: z.ZodOptional<z.ZodString>;
    through: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/** What `<model-preview>` needs of a feature to highlight and pick it. */
export declare const featureRef: z.ZodObject<{
    kind: z.ZodEnum<{
        hole: "hole";
        thread: "thread";
        pocket: "pocket";
        slot: "slot";
        keyway: "keyway";
        step: "step";
        "through-profile": "through-profile";
        chamfer: "chamfer";
        fillet: "fillet";
        "turned-diameter": "turned-diameter";
        groove: "groove";
        face: "face";
    }>;
    id: z.ZodString;
    faces: z.ZodArray<z.ZodNumber>;
    label: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type FeatureKind = z.infer<typeof featureKind>;
export type RecognisedFeature = z.infer<typeof recognisedFeature>;
export type FeatureRef = z.infer<typeof featureRef>;
