// The highlight type lives with the 2D viewer; re-exported for the element's public typings.
export { isHighlightList, type Highlight } from '../../features/preview-2d/lib/highlights.ts'
