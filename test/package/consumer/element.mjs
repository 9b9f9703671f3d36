// The element from the installed package, bundled by Vite with no configuration.
import 'dsp-diagrams/element';
