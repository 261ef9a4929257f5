// The three.js classes the scene components draw with, and only those: R3F's catalogue starts
// empty, scene-root.tsx registers this module's exports, so the viewer chunk carries only these
// parts of three.js. A scene component using another class adds it here.
export {
  Box3Helper,
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SphereGeometry,
} from 'three'
