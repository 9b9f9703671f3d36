/**
 * The playground's examples: one per diagram family as a scene document, and a Mermaid
 * text of each type the Mermaid reader takes (flowchart, erDiagram, stateDiagram).
 */

/** An example of the picker. */
export interface Example {
  id: string;
  label: string;
  /** The editor's text: scene JSON or Mermaid. */
  source: string;
}

const scene = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

/** Every example, the architecture one first (the playground opens on it). */
export const EXAMPLES: readonly Example[] = [
  { id: "architecture", label: "Architecture", source: scene({"schemaVersion": "0.1", "scene": {"id": "architecture", "title": "Checkout"}, "diagramFamily": "architecture", "layoutStrategy": {"algorithm": "hierarchical", "direction": "LR"}, "elements": [{"id": "title", "kind": "text", "text": "Checkout platform", "layout": {"mode": "absolute", "x": 40, "y": 10, "width": 300, "height": 24}, "textStyle": {"align": "left"}}, {"id": "web", "kind": "node", "nodeType": "actor", "label": "Browser", "icon": "globe"}, {"id": "api", "kind": "node", "nodeType": "service", "label": "Checkout API", "ports": [{"id": "in", "side": "left", "offset": 0.5}, {"id": "out", "side": "right", "offset": 0.5}]}, {"id": "pay", "kind": "node", "nodeType": "externalSystem", "label": "Payment provider"}, {"id": "queue", "kind": "node", "nodeType": "queue", "label": "Orders queue"}, {"id": "db", "kind": "node", "nodeType": "database", "label": "Orders DB"}, {"id": "backend", "kind": "frame", "title": "Backend (VPC)", "containerType": "boundary", "children": ["api", "queue", "db"]}, {"id": "e1", "kind": "edge", "from": {"elementId": "web"}, "to": {"elementId": "api", "portId": "in"}, "label": "HTTPS"}, {"id": "e2", "kind": "edge", "from": {"elementId": "api", "portId": "out"}, "to": {"elementId": "queue"}}, {"id": "e3", "kind": "edge", "from": {"elementId": "queue"}, "to": {"elementId": "db"}}, {"id": "e4", "kind": "edge", "from": {"elementId": "api"}, "to": {"elementId": "pay"}, "label": "charge"}, {"id": "e5", "kind": "edge", "from": {"elementId": "backend"}, "to": {"elementId": "pay"}, "edgeType": "network.dataFlow"}]}) },
  { id: "workflow", label: "Workflow (BPMN-style lanes)", source: scene({"schemaVersion": "0.1", "scene": {"id": "workflow", "title": "Refund"}, "diagramFamily": "workflow", "layoutStrategy": {"algorithm": "flow", "direction": "LR"}, "elements": [{"id": "start", "kind": "node", "nodeType": "workflow.start", "label": "Refund requested"}, {"id": "review", "kind": "node", "nodeType": "workflow.task", "label": "Review request"}, {"id": "ok", "kind": "node", "nodeType": "workflow.gateway", "label": "Approved?"}, {"id": "pay", "kind": "node", "nodeType": "workflow.task", "label": "Pay refund"}, {"id": "notify", "kind": "node", "nodeType": "workflow.task", "label": "Notify customer"}, {"id": "end", "kind": "node", "nodeType": "workflow.end", "label": "Done"}, {"id": "support", "kind": "frame", "title": "Support", "containerType": "lane", "children": ["start", "review", "ok", "notify"]}, {"id": "finance", "kind": "frame", "title": "Finance", "containerType": "lane", "children": ["pay", "end"]}, {"id": "pool", "kind": "frame", "title": "Refund process", "containerType": "pool", "children": ["support", "finance"]}, {"id": "f1", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "start"}, "to": {"elementId": "review"}}, {"id": "f2", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "review"}, "to": {"elementId": "ok"}}, {"id": "f3", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "ok"}, "to": {"elementId": "pay"}, "label": "yes"}, {"id": "f4", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "ok"}, "to": {"elementId": "notify"}, "label": "no"}, {"id": "f5", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "pay"}, "to": {"elementId": "end"}}, {"id": "f6", "kind": "edge", "edgeType": "workflow.sequenceFlow", "from": {"elementId": "notify"}, "to": {"elementId": "end"}}]}) },
  { id: "er", label: "Entity-relationship", source: scene({"schemaVersion": "0.1", "scene": {"id": "er", "title": "Shop data model"}, "diagramFamily": "entityRelationship", "layoutStrategy": {"algorithm": "hierarchical", "direction": "LR"}, "elements": [{"id": "customer", "kind": "node", "nodeType": "er.entity", "label": "Customer", "extensions": {"columns": [{"name": "id", "type": "uuid", "pk": true}, {"name": "email", "type": "text", "unique": true}, {"name": "name", "type": "text"}]}}, {"id": "order", "kind": "node", "nodeType": "er.entity", "label": "Order", "extensions": {"columns": [{"name": "id", "type": "uuid", "pk": true}, {"name": "customer_id", "type": "uuid", "fk": true}, {"name": "placed_at", "type": "timestamptz"}]}}, {"id": "line", "kind": "node", "nodeType": "er.weakEntity", "label": "OrderLine", "extensions": {"columns": [{"name": "order_id", "type": "uuid", "key": "FK"}, {"name": "sku", "type": "text"}, {"name": "qty", "type": "int"}]}}, {"id": "note", "kind": "node", "nodeType": "er.attribute", "label": "loyalty tier"}, {"id": "r1", "kind": "edge", "edgeType": "er.relationship", "from": {"elementId": "customer"}, "to": {"elementId": "order"}, "label": "customer_id"}, {"id": "r2", "kind": "edge", "edgeType": "er.identifying", "from": {"elementId": "order"}, "to": {"elementId": "line", "column": "order_id"}}, {"id": "r3", "kind": "edge", "from": {"elementId": "customer"}, "to": {"elementId": "note"}}]}) },
  { id: "sequence", label: "Sequence", source: scene({"schemaVersion": "0.1", "scene": {"id": "sequence", "title": "Sign-in"}, "diagramFamily": "sequence", "elements": [{"id": "user", "kind": "node", "nodeType": "sequence.actor", "label": "User"}, {"id": "app", "kind": "node", "nodeType": "sequence.lifeline", "label": "App"}, {"id": "api", "kind": "node", "nodeType": "sequence.lifeline", "label": "API"}, {"id": "m1", "kind": "edge", "edgeType": "sequence.message", "from": {"elementId": "user"}, "to": {"elementId": "app"}, "label": "open"}, {"id": "m2", "kind": "edge", "edgeType": "sequence.message", "from": {"elementId": "app"}, "to": {"elementId": "api"}, "label": "GET /me"}, {"id": "m3", "kind": "edge", "edgeType": "sequence.reply", "from": {"elementId": "api"}, "to": {"elementId": "app"}, "label": "200"}]}) },
  { id: "network", label: "Network", source: scene({"schemaVersion": "0.1", "scene": {"id": "network", "title": "Office network"}, "diagramFamily": "network", "layoutStrategy": {"algorithm": "grid"}, "elements": [{"id": "fw", "kind": "node", "nodeType": "network.firewall", "label": "Firewall"}, {"id": "r", "kind": "node", "nodeType": "network.router", "label": "Router"}, {"id": "s", "kind": "node", "nodeType": "network.switch", "label": "Switch"}, {"id": "a", "kind": "node", "nodeType": "network.server", "label": "App server"}, {"id": "c", "kind": "node", "nodeType": "network.cloud", "label": "Internet"}, {"id": "n1", "kind": "edge", "edgeType": "network.dataFlow", "from": {"elementId": "c"}, "to": {"elementId": "fw"}}, {"id": "n2", "kind": "edge", "edgeType": "network.dataFlow", "from": {"elementId": "fw"}, "to": {"elementId": "r"}}, {"id": "n3", "kind": "edge", "edgeType": "network.dataFlow", "from": {"elementId": "r"}, "to": {"elementId": "s"}}, {"id": "n4", "kind": "edge", "edgeType": "network.dataFlow", "from": {"elementId": "s"}, "to": {"elementId": "a"}}]}) },
  { id: "orgchart", label: "Org chart", source: scene({"schemaVersion": "0.1", "scene": {"id": "orgchart", "title": "Company"}, "diagramFamily": "orgchart", "layoutStrategy": {"algorithm": "hierarchical", "nodeSpacing": 30, "rankSpacing": 60, "nodeWidth": 140, "nodeHeight": 50}, "elements": [{"id": "ceo", "kind": "node", "nodeType": "org.person", "label": "Ada\nChief Executive"}, {"id": "cto", "kind": "node", "nodeType": "org.person", "label": "Grace\nCTO"}, {"id": "cfo", "kind": "node", "nodeType": "org.person", "label": "Emmy\nCFO"}, {"id": "eng", "kind": "node", "nodeType": "org.department", "label": "Engineering"}, {"id": "ops", "kind": "node", "nodeType": "org.department", "label": "Operations"}, {"id": "acct", "kind": "node", "nodeType": "org.department", "label": "Accounting"}, {"id": "o1", "kind": "edge", "edgeType": "org.directReport", "from": {"elementId": "ceo"}, "to": {"elementId": "cto"}}, {"id": "o2", "kind": "edge", "edgeType": "org.directReport", "from": {"elementId": "ceo"}, "to": {"elementId": "cfo"}}, {"id": "o3", "kind": "edge", "edgeType": "org.directReport", "from": {"elementId": "cto"}, "to": {"elementId": "eng"}}, {"id": "o4", "kind": "edge", "edgeType": "org.directReport", "from": {"elementId": "cto"}, "to": {"elementId": "ops"}}, {"id": "o5", "kind": "edge", "edgeType": "org.directReport", "from": {"elementId": "cfo"}, "to": {"elementId": "acct"}}, {"id": "o6", "kind": "edge", "edgeType": "org.dottedLine", "from": {"elementId": "ops"}, "to": {"elementId": "cfo"}}]}) },
  { id: "uiflow", label: "UI flow", source: scene({"schemaVersion": "0.1", "scene": {"id": "uiflow", "title": "Checkout screens"}, "diagramFamily": "uiflow", "layoutStrategy": {"algorithm": "forceDirected"}, "elements": [{"id": "in", "kind": "node", "nodeType": "uiflow.entry", "label": "Open app"}, {"id": "home", "kind": "node", "nodeType": "uiflow.screen", "label": "Home"}, {"id": "cart", "kind": "node", "nodeType": "uiflow.screen", "label": "Cart"}, {"id": "pay", "kind": "node", "nodeType": "uiflow.modal", "label": "Pay"}, {"id": "out", "kind": "node", "nodeType": "uiflow.exit", "label": "Receipt"}, {"id": "u1", "kind": "edge", "edgeType": "uiflow.navigate", "from": {"elementId": "in"}, "to": {"elementId": "home"}}, {"id": "u2", "kind": "edge", "edgeType": "uiflow.navigate", "from": {"elementId": "home"}, "to": {"elementId": "cart"}}, {"id": "u3", "kind": "edge", "edgeType": "uiflow.action", "from": {"elementId": "cart"}, "to": {"elementId": "pay"}}, {"id": "u4", "kind": "edge", "edgeType": "uiflow.back", "from": {"elementId": "pay"}, "to": {"elementId": "cart"}}, {"id": "u5", "kind": "edge", "edgeType": "uiflow.navigate", "from": {"elementId": "pay"}, "to": {"elementId": "out"}}]}) },
  {
    id: 'mermaid-flowchart',
    label: 'Mermaid flowchart',
    source: [
      '---',
      'title: Order intake',
      '---',
      'flowchart LR',
      '  order[Receive order] --> check{Valid?}',
      '  check -->|yes| store[(Orders DB)]',
      '  check -->|no| reject[Reject order]',
      '  store --> notify[Notify customer]',
      '',
    ].join('\n'),
  },
  {
    id: 'mermaid-er',
    label: 'Mermaid erDiagram',
    source: [
      'erDiagram',
      '  CUSTOMER ||--o{ ORDER : places',
      '  ORDER ||--|{ LINE_ITEM : contains',
      '  CUSTOMER {',
      '    uuid id PK',
      '    text email',
      '  }',
      '  ORDER {',
      '    uuid id PK',
      '    uuid customer_id FK',
      '  }',
      '',
    ].join('\n'),
  },
  {
    id: 'mermaid-state',
    label: 'Mermaid stateDiagram',
    source: [
      'stateDiagram-v2',
      '  [*] --> Idle',
      '  Idle --> Processing : order received',
      '  state Processing {',
      '    [*] --> Charging',
      '    Charging --> Packing : paid',
      '    Packing --> [*]',
      '  }',
      '  Processing --> Shipped',
      '  Processing --> Idle : cancelled',
      '  Shipped --> [*]',
      '',
    ].join('\n'),
  },
];
