"""PySide6's ``Property``, typed for mypy by its getter.

PySide6's stubs type ``@Property(str) def title(self) -> str`` as ``Property``, so Python
code reading ``self.title`` gets a ``Property`` instead of a ``str``, and they refuse the
QML type names PySide6 itself accepts (``Property("QVariantList")``). The UI modules import
``Property`` from here: at run time it is PySide6's own class, untouched; only the type
checker sees the declaration below, in which the decorated getter's return type is the
type of the attribute read on an instance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Generic, Self, TypeVar, overload

    from PySide6.QtCore import Signal

    T = TypeVar("T")

    class _Read(Generic[T]):
        """A property QML (and Python) can read."""

        @overload
        def __get__(self, obj: None, owner: type[Any], /) -> Self: ...
        @overload
        def __get__(self, obj: object, owner: type[Any] | None = None, /) -> T: ...
        def __get__(self, obj: object, owner: type[Any] | None = None, /) -> Self | T: ...
        def setter(self, fset: Callable[[Any, T], None], /) -> _ReadWrite[T]: ...

    class _ReadWrite(_Read[T]):
        """A property QML (and Python) can also write."""

        def __set__(self, obj: object, value: T, /) -> None: ...

    class _Decorator:
        """What ``Property(type, notify=...)`` returns: it makes the getter a property."""

        def __call__(self, fget: Callable[[Any], T], /) -> _Read[T]: ...

    @overload
    def Property(
        type: type | str,
        fget: Callable[[Any], T],
        /,
        *,
        notify: Signal | None = None,
        constant: bool = False,
        final: bool = False,
    ) -> _Read[T]: ...
    @overload
    def Property(
        type: type | str,
        /,
        *,
        notify: Signal | None = None,
        constant: bool = False,
        final: bool = False,
    ) -> _Decorator: ...
    def Property(*args: Any, **kwargs: Any) -> Any:
        """``@Property(type or QML type name, notify=..., constant=...)`` on a getter, or
        ``Property(type, getter, notify=...)`` as a class variable."""

else:
    from PySide6.QtCore import Property

__all__ = ["Property"]
