// Runs in the Chromium page beside Mermaid's bundle (mermaid-bundle.ts). drawMermaid draws
// one text with the given layout ('dagre' or 'elk') and reads the drawing back in the SVG's
// own coordinates: node, cluster and edge-label boxes (their bounding boxes through every
// transform), and each edge path sampled every STEP px along its length.
const STEP = 3;

function transformer(svg, element) {
  const matrix = svg.getScreenCTM().inverse().multiply(element.getScreenCTM());
  return (x, y) => ({ x: matrix.a * x + matrix.c * y + matrix.e, y: matrix.b * x + matrix.d * y + matrix.f });
}

function boxOf(svg, element) {
  const b = element.getBBox();
  const at = transformer(svg, element);
  const corners = [at(b.x, b.y), at(b.x + b.width, b.y), at(b.x, b.y + b.height), at(b.x + b.width, b.y + b.height)];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

function sample(svg, path) {
  const at = transformer(svg, path);
  const length = path.getTotalLength();
  const steps = Math.max(2, Math.ceil(length / STEP));
  const points = [];
  for (let i = 0; i <= steps; i++) {
    const p = path.getPointAtLength((length * i) / steps);
    points.push(at(p.x, p.y));
  }
  return points;
}

let count = 0;
window.drawMermaid = async (text, layout) => {
  const mermaid = window.mermaid;
  mermaid.initialize({ startOnLoad: false, layout, securityLevel: 'loose' });
  const host = document.getElementById('host');
  host.innerHTML = '';
  let svgText;
  try {
    svgText = (await mermaid.render(`m${++count}`, text)).svg;
  } catch (error) {
    return { error: String((error && error.message) || error).split('\n')[0] };
  }
  host.innerHTML = svgText;
  const svg = host.querySelector('svg');
  const nodes = [...svg.querySelectorAll('g.node')].map((g) => ({ id: g.id, dataId: g.getAttribute('data-id'), text: g.textContent.trim(), box: boxOf(svg, g) }));
  const clusters = [...svg.querySelectorAll('g.cluster')].map((g) => ({
    id: g.id,
    dataId: g.getAttribute('data-id'),
    box: boxOf(svg, g.querySelector(':scope > rect') || g),
  }));
  const paths = new Set([...svg.querySelectorAll('path[data-edge="true"]'), ...svg.querySelectorAll('g.edgePaths path')]);
  const edges = [...paths].map((path) => ({ id: path.id, dataId: path.getAttribute('data-id'), points: sample(svg, path) }));
  const labels = [...svg.querySelectorAll('g.edgeLabel')].flatMap((g) => {
    const label = g.querySelector('[data-id]');
    const box = boxOf(svg, g);
    return box.width > 0 && box.height > 0 ? [{ dataId: label ? label.getAttribute('data-id') : null, text: g.textContent.trim(), box }] : [];
  });
  return { svg: svgText, nodes, clusters, edges, labels };
};
