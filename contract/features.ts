import { z } from 'zod'

// Machining features recognised on a part's B-rep, as the engine stores them and the
// API answers them. `faces` index the B-rep faces in occt-import-js's order, counted across all of
// its meshes, so the browser's own parse of the same file can highlight them.

/** Kinds of machining feature the engine recognises. */
const featureKind = z.enum([
  'hole',
  'thread',
  'pocket',
  'slot',
  'keyway',
  'step',
  'through-profile',
  'chamfer',
  'fillet',
  'counterbore',
  'countersink',
  'turned-diameter',
  'groove',
  'face',
])

const vec3 = z.tuple([z.number(), z.number(), z.number()])

/** A recognised feature with the faces it came from; sizes in mm, only those that describe the kind. */
export const recognisedFeature = z.object({
  id: z.string().describe('Stable within one analysis: `${kind}-${n}`'),
  kind: featureKind,
  faces: z.array(z.number().int().nonnegative()).describe('B-rep face indices in occt-import-js order'),
  access: z.array(vec3).describe('Unit vectors the tool can approach along; any one serves, the first is preferred'),
  diameter: z.number().optional(),
  width: z.number().optional(),
  length: z.number().optional(),
  depth: z.number().optional(),
  open: z.boolean().optional().describe('Pockets: open to a side, or closed all round'),
  cornerRadius: z.number().optional().describe('Smallest internal corner radius (pockets, slots)'),
  size: z.number().optional().describe("Chamfer leg, fillet radius, or a countersink's included angle (degrees)"),
  inside: z
    .boolean()
    .optional()
    .describe('Fillets: an inside blend (the cutter leaves it) rather than an outside round'),
  center: vec3.optional().describe('Holes, counterbores, countersinks: the point of the axis at mid-depth, mm'),
  thread: z.string().optional().describe('Thread designation (M6)'),
  through: z.boolean().optional(),
})

/** What `<model-preview>` needs of a feature to highlight and pick it. */
export const featureRef = recognisedFeature.pick({ id: true, kind: true, faces: true }).extend({
  label: z.string().optional().describe('Shown to the user; the host words it'),
})

export type FeatureKind = z.infer<typeof featureKind>
export type RecognisedFeature = z.infer<typeof recognisedFeature>
export type FeatureRef = z.infer<typeof featureRef>
