import { SKETCH_LOOK } from '../../../../engine/render/looks/sketch.js';

/** A few outlines and lines drawn with the sketch look (shared by the Node golden test and the browser test). */
export function sketchSampleSvg(): string {
  const node = { fill: '#36363c', stroke: '#e4e4e7', strokeWidth: 1.75 };
  const parts = [
    SKETCH_LOOK.shape('M10 10L150 10L150 60L10 60Z', node, 'service-a'),
    SKETCH_LOOK.shape('M200 10A40 25 0 1 1 200 60A40 25 0 1 1 200 10Z', node, 'database-b'),
    SKETCH_LOOK.shape('M300 35L340 10L380 35L340 60Z', { ...node, opacity: 0.5 }, 'decision-c'),
    SKETCH_LOOK.line('M150 35C170 35 180 35 160 35L300 35', { ...node, fill: 'none', dash: [8, 4] }, 'edge-d'),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="80" viewBox="0 0 400 80">\n<rect width="400" height="80" fill="#2b2b2f"/>\n${parts.join('\n')}\n</svg>\n`;
}
