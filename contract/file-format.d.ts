/**
 * The one table of file formats: what the upload accepts, what the viewers open and what the
 * server's content sniffing reports. Zod-free and tiny, so the first load and the server share it.
 */
export declare const FILE_FORMATS: {
    readonly step: {
        readonly kind: "3d";
        readonly extensions: readonly ["step", "stp"];
        readonly mime: "model/step";
    };
    readonly iges: {
        readonly kind: "3d";
        readonly extensions: readonly ["iges", "igs"];
        readonly mime: "model/iges";
    };
    readonly stl: {
        readonly kind: "3d";
        readonly extensions: readonly ["stl"];
        readonly mime: "model/stl";
    };
    readonly obj: {
        readonly kind: "3d";
        readonly extensions: readonly ["obj"];
        readonly mime: "model/obj";
    };
    readonly gltf: {
        readonly kind: "3d";
        readonly extensions: readonly ["gltf"];
        readonly mime: "model/gltf+json";
    };
    readonly glb: {
        readonly kind: "3d";
        readonly extensions: readonly ["glb"];
        readonly mime: "model/gltf-binary";
    };
    readonly pdf: {
        readonly kind: "2d";
        readonly extensions: readonly ["pdf"];
        readonly mime: "application/pdf";
    };
    readonly dxf: {
        readonly kind: "2d";
        readonly extensions: readonly ["dxf"];
        readonly mime: "image/vnd.dxf";
    };
    readonly png: {
        readonly kind: "2d";
        readonly extensions: readonly ["png"];
        readonly mime: "image/png";
    };
    readonly jpg: {
        readonly kind: "2d";
        readonly extensions: readonly ["jpg", "jpeg"];
        readonly mime: "image/jpeg";
    };
};
export type FileFormat = keyof typeof FILE_FORMATS;
/** 3D models are analysed for geometry; 2D drawings for notes and tolerances. */
export type FileKind = '3d' | '2d';
type OfKind<K extends FileKind> = {
    [F in FileFormat]: (typeof FILE_FORMATS)[F]['kind'] extends K ? F : never;
}[FileFormat];
export type ModelFormat = OfKind<'3d'>;
export type DrawingFormat = OfKind<'2d'>;
export declare const MODEL_FORMATS: ModelFormat[];
export declare const DRAWING_FORMATS: DrawingFormat[];
/** File-name extensions (lower case, no dot) and the format each one promises. */
export declare const EXTENSION_FORMAT: Readonly<Record<string, FileFormat>>;
/** Every accepted extension with its dot, for a file picker's `accept`. */
export declare const ACCEPT: string;
/**
 * The lower-case extension of a file name, without the dot ('' when none). A name that is only an
 * extension (`.step`) still names its format: the content decides in the end anyway.
 */
export declare function extensionOf(name: string): string;
/** The extension of a URL: its query and hash are not part of the file name. */
export declare const extensionOfUrl: (url: string) => string;
/** A format name or an extension (`stp` → `step`, `jpeg` → `jpg`); `null` when unknown. */
export declare function normaliseFormat(name: string): FileFormat | null;
/** The format a file name promises by its extension; `null` when none is accepted. */
export declare const formatOfName: (name: string) => FileFormat | null;
/** A file's kind by its extension; `null` when the upload would refuse it. */
export declare const kindOfName: (name: string) => FileKind | null;
/** The format of a 3D model: the explicit `format` wins, else the URL's extension. */
export declare function modelFormatOf(src: string, format?: string): ModelFormat | null;
/** The format of a 2D drawing: the explicit `format` wins, else the URL's extension. */
export declare function drawingFormatOf(src: string, format?: string): DrawingFormat | null;
export {};
