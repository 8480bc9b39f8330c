"""What the catalogue tests read out of a Fluent message's syntax tree."""

from __future__ import annotations

from fluent.syntax import ast
from fluent.syntax.visitor import Visitor


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(node: ast.SyntaxNode) -> set[str]:
    """The `$variables` a message (or any part of one) uses."""
    finder = _Variables()
    finder.visit(node)
    return finder.names
